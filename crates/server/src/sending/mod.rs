//! Cards sent by email: the message a recipient receives. (The durable
//! schedule is in `store::card_sends`; the rules of a send are in the domain
//! crate's `sending`.)

pub mod message;
