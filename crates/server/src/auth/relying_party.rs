//! Who passkeys are made for: the site's domain, taken from its public
//! address. Browsers refuse passkeys for an IP address, so a site served
//! on this machine's loopback address (the embedded default,
//! `http://127.0.0.1:8080`) offers them at `http://localhost` on the same
//! port instead; a site on any other bare IP address offers none.

use std::net::IpAddr;
use std::time::Duration;
use url::{Host, Url};
use webauthn_rs::prelude::{Webauthn, WebauthnBuilder};

/// Shown in the browser's passkey dialog.
const SITE_NAME: &str = "Cardsmith";

/// How long the browser's passkey dialog waits for the person, and the
/// server for the browser's answer (`passkey_ceremonies::LIFETIME`).
const CEREMONY_TIMEOUT: Duration = Duration::from_secs(600);

/// The relying party for `public_url`, or `None` when passkeys cannot work there.
pub fn for_public_url(public_url: &str) -> Option<Webauthn> {
    let mut origin = Url::parse(public_url).ok()?;
    let rp_id = match origin.host()? {
        Host::Domain(domain) => domain.to_owned(),
        Host::Ipv4(ip) if is_this_machine(ip.into()) => "localhost".to_owned(),
        Host::Ipv6(ip) if is_this_machine(ip.into()) => "localhost".to_owned(),
        Host::Ipv4(_) | Host::Ipv6(_) => {
            tracing::warn!(
                public_url,
                "passkeys are off: browsers offer them only on a domain name (set CARDSMITH_PUBLIC_URL)"
            );
            return None;
        }
    };
    origin.set_host(Some(&rp_id)).ok()?;
    origin.set_path("");
    let built = WebauthnBuilder::new(&rp_id, &origin)
        .map(|builder| builder.rp_name(SITE_NAME).timeout(CEREMONY_TIMEOUT))
        .and_then(WebauthnBuilder::build);
    match built {
        Ok(relying_party) => Some(relying_party),
        Err(err) => {
            tracing::warn!(public_url, error = ?err, "passkeys are off");
            None
        }
    }
}

fn is_this_machine(ip: IpAddr) -> bool {
    ip.is_loopback() || ip.is_unspecified()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn origins(public_url: &str) -> Option<Vec<String>> {
        for_public_url(public_url).map(|rp| {
            rp.get_allowed_origins()
                .iter()
                .map(|origin| origin.as_str().trim_end_matches('/').to_owned())
                .collect()
        })
    }

    #[test]
    fn a_domain_is_its_own_relying_party() {
        assert_eq!(
            origins("https://cards.example"),
            Some(vec!["https://cards.example".to_owned()])
        );
    }

    #[test]
    fn this_machine_by_address_is_localhost_on_the_same_port() {
        assert_eq!(
            origins("http://127.0.0.1:8080"),
            Some(vec!["http://localhost:8080".to_owned()])
        );
        assert_eq!(
            origins("http://[::1]:4173"),
            Some(vec!["http://localhost:4173".to_owned()])
        );
    }

    #[test]
    fn another_address_has_no_passkeys() {
        assert!(origins("http://192.168.1.20:8080").is_none());
    }
}
