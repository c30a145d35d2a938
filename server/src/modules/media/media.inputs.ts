import { Field, Float, InputType } from "type-graphql";
import { updateMediaSchema } from "../../../../common/validation";
import { ValidatedBy } from "../../common/validation";
import { atMost } from "../../common/describe";
import { MEDIA_LIMITS } from "../../../../common/media";

@InputType({ description: "Missing fields keep their value. A moved focal point re-crops the portrait and social images." })
@ValidatedBy(updateMediaSchema)
export class UpdateMediaInput {
  @Field(() => String, { nullable: true, description: `Text for visitors who cannot see the image, ${atMost(MEDIA_LIMITS.altMax)}.` })
  alt?: string | null;

  @Field(() => Float, { nullable: true, description: "Focal point from the left edge, 0 to 1." })
  focalX?: number | null;

  @Field(() => Float, { nullable: true, description: "Focal point from the top edge, 0 to 1." })
  focalY?: number | null;

  @Field(() => String, { nullable: true, description: `The name the library lists it under, ${atMost(MEDIA_LIMITS.nameMax)}.` })
  name?: string | null;
}
