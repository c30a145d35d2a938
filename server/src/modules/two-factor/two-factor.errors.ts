import { GraphQLError } from "graphql";
import { ErrorCode } from "../../../../common/error-codes";
import { MESSAGES } from "../../../../common/validation";

// `restStatus` tells the REST shim the HTTP status; on /graphql the code says it.

export function twoFactorRequired(): GraphQLError {
  return new GraphQLError(MESSAGES.twoFactorRequired, { extensions: { code: ErrorCode.twoFactorRequired, restStatus: 401 } });
}

export function invalidOtp(): GraphQLError {
  return new GraphQLError(MESSAGES.otpInvalid, {
    extensions: { code: ErrorCode.invalidOtp, fields: { otp: MESSAGES.otpInvalid }, restStatus: 401 },
  });
}

export function twoFactorSetupRequired(): GraphQLError {
  return new GraphQLError(MESSAGES.twoFactorSetupRequired, { extensions: { code: ErrorCode.twoFactorSetupRequired, restStatus: 403 } });
}
