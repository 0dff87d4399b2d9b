//! The addresses a child types to reach the page: the one given with `--listen`, or, for a
//! server on every interface, each of this machine's own addresses.

use std::io;
use std::net::{IpAddr, SocketAddr};

/// Where browsers reach the page, and what is missing when this machine's own addresses
/// could not be found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PageAddresses {
    /// `http://<address>:<port>/` for each address a browser can reach the server at;
    /// loopback last, since only this machine can use it.
    pub urls: Vec<String>,
    /// One line for the log when none of `urls` is an address another computer can use
    /// (the interfaces could not be listed, or the machine has no network address yet):
    /// without it the teacher would look in vain for the page's address.
    pub not_found: Option<String>,
}

/// The page's addresses for a server listening on `listening`.
pub fn page_addresses(listening: SocketAddr) -> PageAddresses {
    addresses_from(listening, || {
        // glibc's getifaddrs asks the kernel through a netlink socket (AF_NETLINK): the
        // service unit must allow that family.
        if_addrs::get_if_addrs()
            .map(|interfaces| interfaces.iter().map(|interface| interface.ip()).collect())
    })
}

/// The page's addresses, with `list` giving this machine's interface addresses when the
/// server listens on all of them.
fn addresses_from(
    listening: SocketAddr,
    list: impl FnOnce() -> io::Result<Vec<IpAddr>>,
) -> PageAddresses {
    let port = listening.port();
    let url = |ip: IpAddr| format!("http://{}/", SocketAddr::new(ip, port));
    if !listening.ip().is_unspecified() {
        return PageAddresses {
            urls: vec![url(listening.ip())],
            not_found: None,
        };
    }
    let wanted_v6 = listening.is_ipv6();
    let how_to_find = format!(
        "children open http://<this machine's address>:{port}/ and teachers \
         http://<this machine's address>:{port}/teacher (`ip address` shows it)"
    );
    let mut ips: Vec<IpAddr> = match list() {
        Ok(ips) => ips,
        Err(error) => {
            return PageAddresses {
                urls: Vec::new(),
                not_found: Some(format!(
                    "cannot list this machine's network addresses ({error}): {how_to_find}"
                )),
            }
        }
    };
    // `[::]` serves both families; `0.0.0.0` only IPv4. Link-local IPv6 needs a zone that no
    // child could type.
    ips.retain(|ip| match ip {
        IpAddr::V4(_) => true,
        IpAddr::V6(v6) => wanted_v6 && (v6.segments()[0] & 0xffc0) != 0xfe80,
    });
    ips.sort_by_key(|ip| (ip.is_loopback(), ip.is_ipv6(), *ip));
    ips.dedup();
    let not_found = ips
        .iter()
        .all(IpAddr::is_loopback)
        .then(|| format!("this machine has no network address but loopback yet: {how_to_find}"));
    PageAddresses {
        urls: ips.into_iter().map(url).collect(),
        not_found,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ip(text: &str) -> IpAddr {
        text.parse().expect("an address")
    }

    fn listening(text: &str) -> SocketAddr {
        text.parse().expect("an address")
    }

    #[test]
    fn a_given_address_is_the_only_one() {
        let given = page_addresses(listening("127.0.0.1:7464"));
        assert_eq!(given.urls, ["http://127.0.0.1:7464/"]);
        assert_eq!(given.not_found, None);
        let v6 = page_addresses(listening("[::1]:8000"));
        assert_eq!(v6.urls, ["http://[::1]:8000/"]);
        // A given address is never listed, so a listing that fails changes nothing.
        let unlisted = addresses_from(listening("192.168.1.10:7464"), || {
            Err(io::ErrorKind::PermissionDenied.into())
        });
        assert_eq!(unlisted.urls, ["http://192.168.1.10:7464/"]);
        assert_eq!(unlisted.not_found, None);
    }

    #[test]
    fn every_interface_lists_loopback_last() {
        let found = page_addresses(listening("0.0.0.0:7464")).urls;
        assert!(
            found.contains(&"http://127.0.0.1:7464/".to_string()),
            "{found:?}"
        );
        assert_eq!(
            found.last().map(String::as_str),
            Some("http://127.0.0.1:7464/")
        );
    }

    #[test]
    fn interfaces_are_sorted_and_filtered_by_family() {
        let interfaces = || {
            Ok(vec![
                ip("127.0.0.1"),
                ip("fe80::1"),
                ip("192.168.1.10"),
                ip("2001:db8::10"),
                ip("10.0.0.5"),
                ip("192.168.1.10"),
            ])
        };
        let v4 = addresses_from(listening("0.0.0.0:7464"), interfaces);
        assert_eq!(
            v4.urls,
            [
                "http://10.0.0.5:7464/",
                "http://192.168.1.10:7464/",
                "http://127.0.0.1:7464/"
            ]
        );
        assert_eq!(v4.not_found, None);
        let both = addresses_from(listening("[::]:7464"), interfaces);
        assert_eq!(
            both.urls,
            [
                "http://10.0.0.5:7464/",
                "http://192.168.1.10:7464/",
                "http://[2001:db8::10]:7464/",
                "http://127.0.0.1:7464/"
            ]
        );
        assert_eq!(both.not_found, None);
    }

    #[test]
    fn a_listing_refused_is_said_in_one_line() {
        // What the kernel answers a service whose RestrictAddressFamilies= leaves out
        // AF_NETLINK.
        let refused = addresses_from(listening("0.0.0.0:7464"), || {
            Err(io::Error::from_raw_os_error(97))
        });
        assert!(refused.urls.is_empty());
        let line = refused
            .not_found
            .expect("a line saying the addresses are unknown");
        assert_eq!(
            line,
            format!(
                "cannot list this machine's network addresses ({}): children open \
                 http://<this machine's address>:7464/ and teachers \
                 http://<this machine's address>:7464/teacher (`ip address` shows it)",
                io::Error::from_raw_os_error(97)
            )
        );
        assert!(!line.contains('\n'), "{line}");
    }

    #[test]
    fn loopback_alone_is_said_in_one_line() {
        let alone = addresses_from(listening("[::]:8000"), || {
            Ok(vec![ip("127.0.0.1"), ip("::1"), ip("fe80::1")])
        });
        assert_eq!(alone.urls, ["http://127.0.0.1:8000/", "http://[::1]:8000/"]);
        assert_eq!(
            alone.not_found.as_deref(),
            Some(
                "this machine has no network address but loopback yet: children open \
                 http://<this machine's address>:8000/ and teachers \
                 http://<this machine's address>:8000/teacher (`ip address` shows it)"
            )
        );
    }
}
