//! The addresses a child types to reach the page: the one given with `--listen`, or, for a
//! server on every interface, each of this machine's own addresses.

use std::net::{IpAddr, SocketAddr};

/// `http://<address>:<port>/` for each address a browser can reach the server at; loopback
/// last, since only this machine can use it.
pub fn page_addresses(listening: SocketAddr) -> Vec<String> {
    let port = listening.port();
    let ips: Vec<IpAddr> = if listening.ip().is_unspecified() {
        let wanted_v6 = listening.is_ipv6();
        let mut ips: Vec<IpAddr> = if_addrs::get_if_addrs()
            .unwrap_or_default()
            .into_iter()
            .map(|interface| interface.ip())
            // `[::]` serves both families; `0.0.0.0` only IPv4. Link-local IPv6 needs a zone
            // that no child could type.
            .filter(|ip| match ip {
                IpAddr::V4(_) => true,
                IpAddr::V6(v6) => wanted_v6 && (v6.segments()[0] & 0xffc0) != 0xfe80,
            })
            .collect();
        ips.sort_by_key(|ip| (ip.is_loopback(), ip.is_ipv6(), *ip));
        ips.dedup();
        ips
    } else {
        vec![listening.ip()]
    };
    ips.into_iter()
        .map(|ip| format!("http://{}/", SocketAddr::new(ip, port)))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_given_address_is_the_only_one() {
        let listening: SocketAddr = "127.0.0.1:7464".parse().expect("an address");
        assert_eq!(page_addresses(listening), ["http://127.0.0.1:7464/"]);
        let v6: SocketAddr = "[::1]:8000".parse().expect("an address");
        assert_eq!(page_addresses(v6), ["http://[::1]:8000/"]);
    }

    #[test]
    fn every_interface_lists_loopback_last() {
        let listening: SocketAddr = "0.0.0.0:7464".parse().expect("an address");
        let found = page_addresses(listening);
        assert!(
            found.contains(&"http://127.0.0.1:7464/".to_string()),
            "{found:?}"
        );
        assert_eq!(
            found.last().map(String::as_str),
            Some("http://127.0.0.1:7464/")
        );
    }
}
