import { TWO_FACTOR_METHODS } from '../../shared/content/enumerations.ts';
import { builder } from '../graphql/builder.ts';
import { FailureInterface } from '../graphql/types/failures.ts';
import { isKind } from '../graphql/types/failure.ts';

/** Results shared by the sign-in mutations: the session, the second-factor token, the lockout kinds. */
export interface LockoutInfo {
  readonly failCount: number;
  readonly lockedOutUntil: number | null;
}

export interface LoginFailure {
  readonly kind:
    | 'InvalidPassword'
    | 'PasswordSoftLockout'
    | 'PasswordPermanentLockout'
    | 'IpAuthLockout'
    | 'InvalidTwoFactorAuthCode'
    | 'TwoFactorAuthSoftLockout'
    | 'TwoFactorAuthPermanentLockout';
  readonly message: string;
  readonly lockoutInfo: LockoutInfo;
}

export interface AuthInfo {
  readonly kind: 'AuthInfo';
  readonly uid: string;
  readonly sessionToken: string;
  readonly redirect: string;
}

const LockoutInfoRef = builder.objectRef<LockoutInfo>('LockoutInfo').implement({
  fields: (t) => ({
    failCount: t.exposeInt('failCount'),
    lockedOutUntil: t.float({ nullable: true, resolve: (info) => info.lockedOutUntil }),
  }),
});

const loginFailureRef = (kind: LoginFailure['kind']) =>
  builder.objectRef<LoginFailure>(kind).implement({
    interfaces: [FailureInterface],
    isTypeOf: isKind(kind),
    fields: (t) => ({
      lockoutInfo: t.field({ type: LockoutInfoRef, resolve: (value) => value.lockoutInfo }),
    }),
  });

export const InvalidPassword = loginFailureRef('InvalidPassword');
export const PasswordSoftLockout = loginFailureRef('PasswordSoftLockout');
export const PasswordPermanentLockout = loginFailureRef('PasswordPermanentLockout');
export const IpAuthLockout = loginFailureRef('IpAuthLockout');
export const InvalidTwoFactorAuthCode = loginFailureRef('InvalidTwoFactorAuthCode');
export const TwoFactorAuthSoftLockout = loginFailureRef('TwoFactorAuthSoftLockout');
export const TwoFactorAuthPermanentLockout = loginFailureRef('TwoFactorAuthPermanentLockout');

export const TwoFactorMethodEnum = builder.enumType('TwoFactorMethod', { values: TWO_FACTOR_METHODS });

export interface AuthToken {
  readonly kind: 'AuthToken';
  readonly token: string;
  readonly preferredMethod: (typeof TWO_FACTOR_METHODS)[number];
  /** Where a text or call code went, last digits only. */
  readonly phoneNumber: string | null;
}

/** A password was right and a second factor is due: the token carries the sign-in to VERIFY_2FA_CODE. */
export const AuthTokenRef = builder.objectRef<AuthToken>('AuthToken').implement({
  isTypeOf: isKind('AuthToken'),
  fields: (t) => ({
    token: t.exposeString('token'),
    preferredMethod: t.field({ type: TwoFactorMethodEnum, resolve: (token) => token.preferredMethod }),
    phoneNumber: t.exposeString('phoneNumber', { nullable: true }),
  }),
});

export const AuthInfoRef = builder.objectRef<AuthInfo>('AuthInfo').implement({
  isTypeOf: isKind('AuthInfo'),
  fields: (t) => ({
    uid: t.exposeID('uid'),
    sessionToken: t.exposeString('sessionToken'),
    redirect: t.exposeString('redirect'),
  }),
});

export const loginFailure = (
  kind: LoginFailure['kind'],
  message: string,
  failCount: number,
  lockedOutUntil: number | null,
): LoginFailure => ({
  kind,
  message,
  lockoutInfo: { failCount, lockedOutUntil },
});
