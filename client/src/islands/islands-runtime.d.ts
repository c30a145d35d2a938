/** The URL of the islands' runtime, written by the client build (see islandsRuntime in vite.config.mts). */
declare module "virtual:islands-runtime" {
  export const islandsRuntimeUrl: string;
}
