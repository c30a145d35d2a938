import type { DataSource } from "typeorm";
import type { AppConfig } from "./config/env";
import { createServices, type Services } from "./services";

export interface AppContext {
  services: Services;
  config: AppConfig;
}

export interface ContextFactory {
  (): AppContext;
}

export function createContextFactory(dataSource: DataSource, config: AppConfig): ContextFactory {
  const services = createServices(dataSource, config);
  return () => ({ services, config });
}
