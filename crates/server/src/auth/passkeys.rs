//! Passkeys (WebAuthn): adding them to an account, naming and removing
//! them, signing in with one (which counts as both steps of two-step
//! sign-in), and confirming with one before a change to the account.
//!
//! Each ceremony is two requests: the first stores the challenge under a
//! random token (`store::passkey_ceremonies`) and answers the browser's
//! options, the second hands back the token with the browser's answer and
//! spends it. A replayed answer finds its ceremony spent; an answer signed
//! for another site fails webauthn-rs's origin and relying-party checks.

use super::accounts::{AccountError, Accounts, Client, SignedIn};
use super::throttles;
use super::tokens;
use crate::store::passkey_ceremonies::{self, Purpose};
use crate::store::passkeys::{self, NewPasskey, StoredPasskey};
use crate::store::users::{self, User};
use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use cardsmith_domain::devices;
use serde::Serialize;
use serde::de::DeserializeOwned;
use std::net::IpAddr;
use webauthn_rs::prelude::{
    AuthenticationResult, CreationChallengeResponse, DiscoverableAuthentication, Passkey,
    PasskeyAuthentication, PasskeyRegistration, PublicKeyCredential, RegisterPublicKeyCredential,
    RequestChallengeResponse, Uuid, Webauthn,
};
use webauthn_rs_proto::ResidentKeyRequirement;

pub const PASSKEYS_OFF: &str =
    "Passkeys work only when the site is served from a domain name. Ask the site's operator";
pub const CEREMONY_EXPIRED: &str = "This passkey request has expired. Please try again";
pub const SIGN_IN_REFUSED: &str = "This passkey could not sign you in. It may have been removed from your account: try again, or use your password";
pub const NOT_ACCEPTED: &str = "This passkey is not one of your account's, or it could not be checked. Try again, or use your password";
pub const NONE_TO_CONFIRM_WITH: &str = "You have no passkey yet: confirm with your password";
pub const ALREADY_ADDED: &str = "This passkey is already added to an account";
pub const NOT_FOUND: &str = "This passkey was already removed";
pub const NAME_MISSING: &str = "Please give the passkey a name";
pub const NAME_TOO_LONG: &str = "The name must be at most 60 characters";
pub const TOO_MANY: &str = "You already have 20 passkeys; remove one to add another";
const MAX_NAME_CHARS: usize = 60;
const MAX_PASSKEYS: u64 = 20;

/// A ceremony begun: the token to hand back, and the browser's options.
pub struct Ceremony<T> {
    pub token: String,
    pub options: T,
}

/// The browser's answer to a sign-in or confirmation ceremony.
#[derive(Clone, Copy)]
pub struct PasskeyAnswer<'a> {
    pub ceremony: &'a str,
    pub credential: &'a PublicKeyCredential,
}

/// How a signed-in account holder shows it is them before a change.
#[derive(Clone, Copy)]
pub enum Proof<'a> {
    /// The current password, and (where the change asks for it, `Some`) a
    /// code when two-step sign-in is on.
    Password {
        password: &'a str,
        code: Option<&'a str>,
    },
    /// A passkey of the account, which is both steps in one.
    Passkey(PasskeyAnswer<'a>),
}

impl Accounts {
    fn relying_party(&self) -> Result<&Webauthn, AccountError> {
        self.relying_party
            .as_deref()
            .ok_or(AccountError::PasskeyConflict(PASSKEYS_OFF))
    }

    /// The one address passkeys work at (browsers tie each to its site's
    /// name), such as `https://cards.example`; `None` when the site offers none.
    pub fn passkey_origin(&self) -> Option<String> {
        let relying_party = self.relying_party.as_deref()?;
        let origin = relying_party.get_allowed_origins().first()?;
        Some(origin.as_str().trim_end_matches('/').to_owned())
    }

    pub async fn passkeys(&self, user: &User) -> Result<Vec<StoredPasskey>, AccountError> {
        Ok(passkeys::list(&self.db, &user.id).await?)
    }

    /// Begins adding a passkey, once the holder has shown it is them: the
    /// password (and a code when two-step sign-in is on) or a passkey.
    pub async fn start_adding_passkey(
        &self,
        user: &User,
        addr: IpAddr,
        proof: Proof<'_>,
    ) -> Result<Ceremony<CreationChallengeResponse>, AccountError> {
        let relying_party = self.relying_party()?;
        self.check_proof(user, addr, proof).await?;
        let existing = passkeys::list(&self.db, &user.id).await?;
        if existing.len() as u64 >= MAX_PASSKEYS {
            return Err(AccountError::PasskeyConflict(TOO_MANY));
        }
        let exclude = existing
            .iter()
            .filter_map(|stored| decode::<Passkey>(&stored.credential_json).ok())
            .map(|passkey| passkey.cred_id().clone())
            .collect();
        let (mut options, state) = relying_party
            .start_passkey_registration(
                user_handle(user)?,
                &user.email,
                user.signature(),
                Some(exclude),
            )
            .map_err(refused_by_library)?;
        // A passkey proper lives on the authenticator, so that signing in
        // needs no address typed first.
        if let Some(selection) = options.public_key.authenticator_selection.as_mut() {
            selection.resident_key = Some(ResidentKeyRequirement::Required);
            selection.require_resident_key = true;
        }
        let token = self
            .keep_ceremony(Purpose::Register, Some(&user.id), &state)
            .await?;
        Ok(Ceremony { token, options })
    }

    /// Finishes adding a passkey with the browser's answer. A blank name
    /// becomes the browser and system it was added from ("Chrome on Linux").
    pub async fn finish_adding_passkey(
        &self,
        user: &User,
        ceremony: &str,
        name: &str,
        credential: &RegisterPublicKeyCredential,
        user_agent: Option<&str>,
    ) -> Result<StoredPasskey, AccountError> {
        let relying_party = self.relying_party()?;
        let name = clean_name(name)?.unwrap_or_else(|| {
            let (browser, system) = devices::describe(user_agent);
            format!("{browser} on {system}")
        });
        let state: PasskeyRegistration = self
            .take_ceremony(ceremony, Purpose::Register, &user.id)
            .await?;
        let passkey = relying_party
            .finish_passkey_registration(credential, &state)
            .map_err(|err| {
                tracing::info!(error = %err, "passkey registration refused");
                AccountError::field("passkey", NOT_ACCEPTED)
            })?;
        if passkeys::count(&self.db, &user.id).await? >= MAX_PASSKEYS {
            return Err(AccountError::PasskeyConflict(TOO_MANY));
        }
        let new = NewPasskey {
            user_id: &user.id,
            credential_id: &credential_id(passkey.cred_id().as_ref()),
            name: &name,
            credential_json: encode(&passkey)?,
        };
        let stored = passkeys::add(&self.db, new)
            .await?
            .ok_or(AccountError::field("passkey", ALREADY_ADDED))?;
        tracing::info!(user_id = %user.id, "passkey added");
        self.notify_later(
            user,
            "A passkey was added to your Cardsmith account",
            "A passkey was added to your Cardsmith account: it can now sign in without your\n\
             password or a code.",
        );
        Ok(stored)
    }

    pub async fn rename_passkey(
        &self,
        user: &User,
        id: &str,
        name: &str,
    ) -> Result<(), AccountError> {
        let name = clean_name(name)?.ok_or(AccountError::field("name", NAME_MISSING))?;
        if !passkeys::rename(&self.db, &user.id, id, &name).await? {
            return Err(AccountError::PasskeyNotFound);
        }
        Ok(())
    }

    /// Removes a passkey. Every account keeps its password (no request
    /// removes one), so removing passkeys never leaves it without a way in.
    pub async fn remove_passkey(&self, user: &User, id: &str) -> Result<(), AccountError> {
        if !passkeys::remove(&self.db, &user.id, id).await? {
            return Err(AccountError::PasskeyNotFound);
        }
        tracing::info!(user_id = %user.id, "passkey removed");
        self.notify_later(
            user,
            "A passkey was removed from your Cardsmith account",
            "A passkey was removed from your Cardsmith account: it no longer signs in.",
        );
        Ok(())
    }

    /// Begins a sign-in with whichever passkey the person picks, from the
    /// button or the browser's autofill. Throttled per address: each
    /// ceremony is a row kept until it is answered or expires.
    pub async fn start_passkey_sign_in(
        &self,
        addr: IpAddr,
    ) -> Result<Ceremony<RequestChallengeResponse>, AccountError> {
        let relying_party = self.relying_party()?;
        throttles::take(
            &self.db,
            &format!("passkey-sign-in:{addr}"),
            throttles::PASSKEY_CEREMONIES,
            "Too many passkey sign-ins from your network",
        )
        .await?;
        let (options, state) = relying_party
            .start_discoverable_authentication()
            .map_err(refused_by_library)?;
        let token = self.keep_ceremony(Purpose::SignIn, None, &state).await?;
        Ok(Ceremony { token, options })
    }

    /// Finishes a passkey sign-in: a session, with no code asked for.
    pub async fn finish_passkey_sign_in(
        &self,
        client: Client<'_>,
        answer: PasskeyAnswer<'_>,
        replaced: Option<String>,
    ) -> Result<SignedIn, AccountError> {
        let relying_party = self.relying_party()?;
        let refused = || AccountError::PasskeySignInRefused(SIGN_IN_REFUSED);
        let hash = tokens::hash(answer.ceremony);
        let Some(taken) = passkey_ceremonies::take(&self.db, &hash, Purpose::SignIn).await? else {
            return Err(AccountError::PasskeySignInRefused(CEREMONY_EXPIRED));
        };
        let state: DiscoverableAuthentication = decode(&taken.state_json)?;
        let (handle, raw_id) = relying_party
            .identify_discoverable_authentication(answer.credential)
            .map_err(|_| refused())?;
        let stored = passkeys::find_by_credential(&self.db, &credential_id(raw_id))
            .await?
            .filter(|stored| stored.user_id == handle.to_string())
            .ok_or_else(refused)?;
        let passkey: Passkey = decode(&stored.credential_json)?;
        let result = relying_party
            .finish_discoverable_authentication_v2(answer.credential, state, &passkey)
            .map_err(|err| {
                tracing::info!(error = %err, "passkey sign-in refused");
                refused()
            })?;
        self.record_use(&stored, passkey, &result).await?;
        let user = users::find_by_id(&self.db, &stored.user_id)
            .await?
            .filter(|user| user.deleted_at.is_none())
            .ok_or_else(refused)?;
        tracing::info!(user_id = %user.id, "signed in with a passkey");
        self.open_session(client, user, replaced, true).await
    }

    /// Begins a confirmation with one of the account's passkeys, before a
    /// change that asks for it (deletion, a new address, another passkey).
    pub async fn start_passkey_confirmation(
        &self,
        user: &User,
    ) -> Result<Ceremony<RequestChallengeResponse>, AccountError> {
        let relying_party = self.relying_party()?;
        let owned: Vec<Passkey> = passkeys::list(&self.db, &user.id)
            .await?
            .iter()
            .map(|stored| decode(&stored.credential_json))
            .collect::<Result<_, _>>()?;
        if owned.is_empty() {
            return Err(AccountError::PasskeyConflict(NONE_TO_CONFIRM_WITH));
        }
        throttles::take(
            &self.db,
            &throttles::passkey_confirmations_key(&user.id),
            throttles::PASSKEY_CEREMONIES,
            "Too many passkey confirmations",
        )
        .await?;
        let (options, state) = relying_party
            .start_passkey_authentication(&owned)
            .map_err(refused_by_library)?;
        let token = self
            .keep_ceremony(Purpose::Confirm, Some(&user.id), &state)
            .await?;
        Ok(Ceremony { token, options })
    }

    /// Checks that the holder of `user` is asking: the password (counted in
    /// sign-in's throttle from `addr`) and a code when two-step sign-in is
    /// on, or one of the account's passkeys.
    pub(super) async fn check_proof(
        &self,
        user: &User,
        addr: IpAddr,
        proof: Proof<'_>,
    ) -> Result<(), AccountError> {
        match proof {
            Proof::Password { password, code } => {
                self.check_current_password(user, addr, password).await?;
                if let Some(code) = code {
                    self.check_code_if_on(&user.id, code).await?;
                }
                Ok(())
            }
            Proof::Passkey(answer) => self.check_passkey_confirmation(user, answer).await,
        }
    }

    pub(super) async fn check_passkey_confirmation(
        &self,
        user: &User,
        answer: PasskeyAnswer<'_>,
    ) -> Result<(), AccountError> {
        let relying_party = self.relying_party()?;
        let state: PasskeyAuthentication = self
            .take_ceremony(answer.ceremony, Purpose::Confirm, &user.id)
            .await?;
        let not_accepted = || AccountError::field("passkey", NOT_ACCEPTED);
        let stored = passkeys::find_by_credential(
            &self.db,
            &credential_id(answer.credential.get_credential_id()),
        )
        .await?
        .filter(|stored| stored.user_id == user.id)
        .ok_or_else(not_accepted)?;
        let passkey: Passkey = decode(&stored.credential_json)?;
        let result = relying_party
            .finish_passkey_authentication(answer.credential, &state)
            .map_err(|err| {
                tracing::info!(error = %err, "passkey confirmation refused");
                not_accepted()
            })?;
        self.record_use(&stored, passkey, &result).await
    }

    /// Records a use of the passkey, with its counter moved on when the
    /// authenticator keeps one.
    async fn record_use(
        &self,
        stored: &StoredPasskey,
        mut passkey: Passkey,
        result: &AuthenticationResult,
    ) -> Result<(), AccountError> {
        let updated = match passkey.update_credential(result) {
            Some(true) => Some(encode(&passkey)?),
            _ => None,
        };
        Ok(passkeys::record_use(&self.db, &stored.id, updated).await?)
    }

    /// Stores a ceremony's state and answers the token that finds it again.
    async fn keep_ceremony(
        &self,
        purpose: Purpose,
        user_id: Option<&str>,
        state: &impl Serialize,
    ) -> Result<String, AccountError> {
        let token = tokens::new_token();
        let state = encode(state)?;
        passkey_ceremonies::create(&self.db, &tokens::hash(&token), purpose, user_id, state)
            .await?;
        Ok(token)
    }

    /// Spends a ceremony the account began; expired, spent or another
    /// account's answers the same refusal.
    async fn take_ceremony<T: DeserializeOwned>(
        &self,
        token: &str,
        purpose: Purpose,
        user_id: &str,
    ) -> Result<T, AccountError> {
        let taken = passkey_ceremonies::take(&self.db, &tokens::hash(token), purpose).await?;
        match taken {
            Some(taken) if taken.user_id.as_deref() == Some(user_id) => decode(&taken.state_json),
            _ => Err(AccountError::field("passkey", CEREMONY_EXPIRED)),
        }
    }
}

/// The handle passkeys carry for the account: its id, a UUID that names
/// nobody. A discoverable passkey hands it back at sign-in.
fn user_handle(user: &User) -> Result<Uuid, AccountError> {
    Uuid::parse_str(&user.id)
        .map_err(|err| AccountError::Internal(anyhow::anyhow!("account id is no UUID: {err}")))
}

/// A credential id as the browser's `id` field spells it.
fn credential_id(raw: &[u8]) -> String {
    URL_SAFE_NO_PAD.encode(raw)
}

/// A typed name on one line with single spaces; `None` if blank.
fn clean_name(typed: &str) -> Result<Option<String>, AccountError> {
    let name = typed.split_whitespace().collect::<Vec<_>>().join(" ");
    if name.chars().count() > MAX_NAME_CHARS {
        return Err(AccountError::field("name", NAME_TOO_LONG));
    }
    Ok((!name.is_empty()).then_some(name))
}

/// webauthn-rs refused to begin a ceremony: the site's configuration, not the person.
fn refused_by_library(err: webauthn_rs::prelude::WebauthnError) -> AccountError {
    AccountError::Internal(anyhow::anyhow!("passkey ceremony could not begin: {err}"))
}

fn encode(value: &impl Serialize) -> Result<String, AccountError> {
    serde_json::to_string(value).map_err(|err| AccountError::Internal(err.into()))
}

fn decode<T: DeserializeOwned>(json: &str) -> Result<T, AccountError> {
    serde_json::from_str(json).map_err(|err| AccountError::Internal(err.into()))
}
