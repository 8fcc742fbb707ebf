//! Outside services behind one small interface each.

pub mod email;
pub mod image;
pub mod models;
pub mod text;
