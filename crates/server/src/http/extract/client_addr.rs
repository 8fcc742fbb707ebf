//! The address a request came from: the socket peer, or, behind proxies of
//! our own, the `X-Forwarded-For` entry the outermost of them added.

use crate::http::state::AppState;
use axum::extract::{ConnectInfo, FromRequestParts};
use axum::http::HeaderMap;
use axum::http::request::Parts;
use std::convert::Infallible;
use std::net::{IpAddr, Ipv4Addr, SocketAddr};

pub struct ClientAddr(pub IpAddr);

impl FromRequestParts<AppState> for ClientAddr {
    type Rejection = Infallible;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Infallible> {
        let hops = state.config.proxy_hops();
        if let Some(addr) = forwarded_for(&parts.headers, hops) {
            return Ok(ClientAddr(addr));
        }
        let peer = parts
            .extensions
            .get::<ConnectInfo<SocketAddr>>()
            .map(|ConnectInfo(addr)| addr.ip())
            .unwrap_or(IpAddr::V4(Ipv4Addr::UNSPECIFIED));
        Ok(ClientAddr(peer))
    }
}

/// Each proxy appends the address it was reached from, so with `hops` proxies
/// of our own the entry `hops` from the right is the first one a client could
/// not have written. Entries further left are whatever the client sent.
fn forwarded_for(headers: &HeaderMap, hops: usize) -> Option<IpAddr> {
    if hops == 0 {
        return None;
    }
    let entries: Vec<&str> = headers
        .get_all("x-forwarded-for")
        .iter()
        .filter_map(|value| value.to_str().ok())
        .flat_map(|value| value.split(','))
        .map(str::trim)
        .collect();
    let index = entries.len().checked_sub(hops)?;
    entries[index].parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn headers(values: &[&str]) -> HeaderMap {
        let mut headers = HeaderMap::new();
        for value in values {
            headers.append("x-forwarded-for", value.parse().unwrap());
        }
        headers
    }

    #[test]
    fn takes_the_entry_our_outermost_proxy_added() {
        let forged = headers(&["6.6.6.6, 203.0.113.7"]);
        assert_eq!(
            forwarded_for(&forged, 1),
            Some("203.0.113.7".parse().unwrap())
        );
        assert_eq!(forwarded_for(&forged, 2), Some("6.6.6.6".parse().unwrap()));
        let split = headers(&["6.6.6.6", "203.0.113.7, 10.0.0.2"]);
        assert_eq!(
            forwarded_for(&split, 2),
            Some("203.0.113.7".parse().unwrap())
        );
    }

    #[test]
    fn falls_back_to_the_peer_when_the_header_is_short_or_ignored() {
        assert_eq!(forwarded_for(&headers(&["203.0.113.7"]), 0), None);
        assert_eq!(forwarded_for(&headers(&["203.0.113.7"]), 2), None);
        assert_eq!(forwarded_for(&headers(&["not-an-address"]), 1), None);
        assert_eq!(forwarded_for(&HeaderMap::new(), 1), None);
    }
}
