import { Field, ID } from "type-graphql";
import { Column, PrimaryGeneratedColumn } from "typeorm";
import { CreatedAt, UpdatedAt, URL_LENGTH } from "../db/columns";

/*
 * Columns that several entities expose to GraphQL with the same database type and the same
 * GraphQL type. Each helper only stacks the decorators the entities wrote out before, so the
 * tables (and their migrations) and schema.graphql stay as they were. Each takes the field's
 * description, which says what the value means on that entity.
 */

const described = (description?: string) => (description ? { description } : {});

function both(field: PropertyDecorator, column: PropertyDecorator): PropertyDecorator {
  return (target, key) => {
    column(target, key);
    field(target, key);
  };
}

export const IdField = (description?: string) =>
  both(
    Field(() => ID, described(description)),
    PrimaryGeneratedColumn({ type: "int" }),
  );

export const TitleField = (description?: string) =>
  both(
    Field(() => String, described(description)),
    Column({ type: "varchar", length: 200 }),
  );

export const ImageField = (description?: string) =>
  both(
    Field(() => String, described(description)),
    Column({ type: "varchar", length: URL_LENGTH }),
  );

export const CreatedAtField = (description?: string) =>
  both(
    Field(() => Date, described(description)),
    CreatedAt(),
  );

export const UpdatedAtField = (description?: string) =>
  both(
    Field(() => Date, described(description)),
    UpdatedAt(),
  );
