import { CreateDateColumn, UpdateDateColumn } from "typeorm";

/** Column lengths shared by entities and migrations; validation limits live in common/limits. */
export const URL_LENGTH = 2048;

export const CreatedAt = () => CreateDateColumn({ name: "created_at", type: "datetime", precision: 3 });
export const UpdatedAt = () => UpdateDateColumn({ name: "updated_at", type: "datetime", precision: 3 });
