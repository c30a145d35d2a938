import { Field, ID } from "type-graphql";
import { Column, PrimaryGeneratedColumn } from "typeorm";
import { CreatedAt, UpdatedAt, URL_LENGTH } from "../db/columns";

/*
 * Columns that several entities expose to GraphQL with the same database type and the same
 * GraphQL type. Each helper only stacks the decorators the entities wrote out before, so the
 * tables (and their migrations) and schema.graphql stay as they were. Each requires the field's
 * description, which says what the value means on that entity.
 */

function both(field: PropertyDecorator, column: PropertyDecorator): PropertyDecorator {
  return (target, key) => {
    column(target, key);
    field(target, key);
  };
}

export const IdField = (description: string) =>
  both(
    Field(() => ID, { description }),
    PrimaryGeneratedColumn({ type: "int" }),
  );

export const TitleField = (description: string) =>
  both(
    Field(() => String, { description }),
    Column({ type: "varchar", length: 200 }),
  );

export const ImageField = (description: string) =>
  both(
    Field(() => String, { description }),
    Column({ type: "varchar", length: URL_LENGTH }),
  );

export const CreatedAtField = (description: string) =>
  both(
    Field(() => Date, { description }),
    CreatedAt(),
  );

export const UpdatedAtField = (description: string) =>
  both(
    Field(() => Date, { description }),
    UpdatedAt(),
  );
