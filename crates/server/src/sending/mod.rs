//! Cards sent by email: a user's sends, the links, the message a recipient
//! receives, the courier that delivers due cards, and what a recipient can
//! do on the card page. (The durable schedule is in
//! `store::sends`; the rules of a send are in the domain crate's
//! `sending`.)

pub mod courier;
pub mod inside_pages;
pub mod links;
pub mod message;
pub mod received_cards;
pub mod reminders;
pub mod sends;
pub mod settings;
