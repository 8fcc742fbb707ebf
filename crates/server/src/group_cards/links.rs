//! A group card's links, all pages under `/sign/`: its share link (a new
//! version is a new link), the personal link of each invitation, and each
//! signer's own edit link. Share and invitation tokens are signed with the
//! card link key, so they can be written again at any time while only their
//! hashes are stored; edit tokens are random and shown once.

use super::emails::InviteLinks;
use crate::auth::tokens;
use crate::sending::links::LinkKey;
use crate::store::group_cards::GroupCard;

/// The signing page a token opens.
pub fn sign_url(public_url: &str, token: &str) -> String {
    format!("{}/sign/{token}", public_url.trim_end_matches('/'))
}

/// The key and the site's address that make a card's links.
pub struct SigningLinks<'a> {
    pub key: &'a LinkKey,
    pub public_url: &'a str,
}

impl SigningLinks<'_> {
    /// What the database keeps of the share link of `version`.
    pub fn share_hash(&self, card_id: &str, version: i32) -> String {
        tokens::hash(&self.key.group_share_token(card_id, version))
    }

    /// The card's share link, while it is open.
    pub fn share_url(&self, card: &GroupCard) -> Option<String> {
        card.share_token_hash.as_ref().map(|_| {
            let token = self.key.group_share_token(&card.id, card.share_version);
            sign_url(self.public_url, &token)
        })
    }

    /// What the database keeps of an invitation's personal link.
    pub fn invite_hash(&self, invite_id: &str) -> String {
        tokens::hash(&self.key.group_invite_token(invite_id))
    }

    /// An invitation's personal link, and the same page offering to stop reminders.
    pub fn invite(&self, invite_id: &str) -> InviteLinks {
        let sign_url = sign_url(self.public_url, &self.key.group_invite_token(invite_id));
        InviteLinks {
            stop_url: format!("{sign_url}?reminders=off"),
            sign_url,
        }
    }
}
