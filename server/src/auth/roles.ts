/** Access levels used with @Authorized(...). `@Authorized()` alone means any signed-in account. */
export enum Access {
  Admin = "ADMIN",
  /** On a User field: the account itself or an admin. */
  SelfOrAdmin = "SELF_OR_ADMIN",
}
