//! The secret links of a sent card. A card page's token is derived from the
//! recipient's id with a key kept in the database, so the link can be written
//! into an email long after the send was scheduled while only its hash is
//! stored. Unsubscribe links are signed the same way and need no row.

use crate::auth::tokens;
use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use hmac::{Hmac, Mac};
use sha2::Sha256;

#[derive(Clone)]
pub struct LinkKey(Vec<u8>);

impl LinkKey {
    pub fn new(key: impl Into<Vec<u8>>) -> Self {
        LinkKey(key.into())
    }

    fn sign(&self, purpose: &str, subject: &str) -> String {
        let mut mac = Hmac::<Sha256>::new_from_slice(&self.0).expect("HMAC takes any key length");
        mac.update(purpose.as_bytes());
        mac.update(b":");
        mac.update(subject.as_bytes());
        URL_SAFE_NO_PAD.encode(mac.finalize().into_bytes())
    }

    /// The card page's token for a recipient: 256 bits, unguessable without the key.
    pub fn card_token(&self, recipient_id: &str) -> String {
        self.sign("card", recipient_id)
    }

    /// What the database keeps of [`Self::card_token`].
    pub fn card_token_hash(&self, recipient_id: &str) -> String {
        tokens::hash(&self.card_token(recipient_id))
    }

    /// A group card's share link for signers: a new `version` is a new link.
    pub fn group_share_token(&self, card_id: &str, version: i32) -> String {
        self.sign("group-share", &format!("{card_id}:{version}"))
    }

    /// The personal signing link of someone invited by email.
    pub fn group_invite_token(&self, invite_id: &str) -> String {
        self.sign("group-invite", invite_id)
    }

    pub fn unsubscribe_token(&self, email: &str) -> String {
        self.sign("unsubscribe", email)
    }

    pub fn verify_unsubscribe(&self, email: &str, token: &str) -> bool {
        let expected = self.unsubscribe_token(email);
        subtle::ConstantTimeEq::ct_eq(expected.as_bytes(), token.as_bytes()).into()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_depend_on_the_key_and_the_subject() {
        let key = LinkKey::new("one");
        assert_eq!(key.card_token("d1"), key.card_token("d1"));
        assert_ne!(key.card_token("d1"), key.card_token("d2"));
        assert_ne!(key.card_token("d1"), LinkKey::new("two").card_token("d1"));
        assert_eq!(key.card_token("d1").len(), 43, "256 bits");
        assert_eq!(
            key.card_token_hash("d1"),
            tokens::hash(&key.card_token("d1"))
        );
        let token = key.unsubscribe_token("bo@example.com");
        assert!(key.verify_unsubscribe("bo@example.com", &token));
        assert!(!key.verify_unsubscribe("al@example.com", &token));
        assert_ne!(token, key.card_token("bo@example.com"), "purposes differ");
    }
}
