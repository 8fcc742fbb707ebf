//! Request and answer bodies both adapters use, `/api` and the public `/v1`
//! alike, with their conversions into the services' commands. Their names
//! are the OpenAPI documents' component names.

pub mod capabilities;
pub mod cards;
pub mod generation;
pub mod revision;
