import { Field, Float, InputType } from "type-graphql";
import { updateMediaSchema } from "../../../../common/validation";
import { ValidatedBy } from "../../common/validation";

@InputType({ description: "Missing fields keep their value. A moved focal point re-crops the portrait and social images." })
@ValidatedBy(updateMediaSchema)
export class UpdateMediaInput {
  @Field(() => String, { nullable: true })
  alt?: string | null;

  @Field(() => Float, { nullable: true })
  focalX?: number | null;

  @Field(() => Float, { nullable: true })
  focalY?: number | null;

  @Field(() => String, { nullable: true })
  name?: string | null;
}
