import { graphql } from '../graphql/graphql.ts';

export const MagicLinkPreferredQuery = graphql(`
  query MagicLinkPreferredQuery($email: String!) {
    prefersMagicLink(email: $email) {
      __typename
      ... on PrefersMagicLink {
        result
      }
    }
  }
`);

export const SendAcctAuthEmail = graphql(`
  mutation SendAcctAuthEmail($email: String!, $operation: String, $fullName: String, $redirect: String, $captchaValue: String) {
    sendAcctAuthEmail(email: $email, operation: $operation, fullName: $fullName, redirect: $redirect, captchaValue: $captchaValue) {
      __typename
      ... on SusiMethod {
        method
      }
      ... on Failure {
        message
      }
    }
  }
`);

export const LoginUser = graphql(`
  mutation LoginUser($email: String, $password: String, $state: String) {
    loginUser(email: $email, password: $password, operation: "login", state: $state) {
      __typename
      ... on AuthInfo {
        redirect
      }
      ... on AuthToken {
        token
        preferredMethod
        phoneNumber
      }
      ... on Failure {
        message
      }
    }
  }
`);

export const CreateAccount = graphql(`
  mutation CreateAccount($email: String, $name: String, $password: String, $redirect: String) {
    createAccount(email: $email, name: $name, password: $password, redirect: $redirect) {
      __typename
      ... on AuthInfo {
        redirect
      }
      ... on Failure {
        message
      }
    }
  }
`);

export const CrupdatePassword = graphql(`
  mutation CrupdatePassword($password: String!, $oldPassword: String, $token: String) {
    crupdatePassword(password: $password, oldPassword: $oldPassword, token: $token) {
      __typename
      ... on AuthInfo {
        redirect
      }
      ... on AuthToken {
        preferredMethod
        phoneNumber
      }
      ... on Failure {
        message
      }
    }
  }
`);

export const SendPasswordReset = graphql(`
  mutation SendPasswordReset($email: String!, $captchaValue: String) {
    sendAcctAuthEmail(email: $email, resetPasswordFlow: true, redirect: "/", captchaValue: $captchaValue) {
      __typename
      ... on Failure {
        message
      }
    }
  }
`);

export const LoginWithSecondFactor = graphql(`
  mutation LoginWithSecondFactor($token: String!, $code: String, $backupCode: String, $passkey: String) {
    loginUser(token: $token, twoFactorVerificationCode: $code, backupCode: $backupCode, passkey: $passkey) {
      __typename
      ... on AuthInfo {
        redirect
      }
      ... on TwoFactorAuthSoftLockout {
        lockoutInfo {
          failCount
          lockedOutUntil
        }
      }
      ... on Failure {
        message
      }
    }
  }
`);

/** 'Resend code' / 'Call again' at sign-in: the same token, no code, asks for a fresh one. */
export const ResendSecondFactorCode = graphql(`
  mutation ResendSecondFactorCode($token: String!) {
    loginUser(token: $token) {
      __typename
      ... on AuthToken {
        token
      }
      ... on Failure {
        message
      }
    }
  }
`);

export const VerifyLoginCode = graphql(`
  mutation VerifyLoginCode($loginCode: String!) {
    verifyLoginCode(loginCode: $loginCode) {
      __typename
      ... on Token {
        value
      }
      ... on Failure {
        message
      }
    }
  }
`);
