//! Cards sent by email: the links, the message a recipient receives, and
//! the courier that delivers due cards. (The durable schedule is in
//! `store::card_sends`; the rules of a send are in the domain crate's
//! `sending`.)

pub mod courier;
pub mod links;
pub mod message;
