//! Finding rooms on the local network without typing an address: the hosting child's
//! program announces its room over multicast DNS (DNS-SD type `_oware._tcp`), with the room
//! code, the game and the child's name in TXT records, and the other child's program lists
//! the rooms it hears.
//!
//! Multicast is often missing (no network, a firewall, a virtual machine): every function
//! then returns a [`DiscoveryError`], and the child types the code instead.

use std::collections::HashMap;
use std::fmt;
use std::net::IpAddr;
use std::time::{Duration, Instant};

use mdns_sd::{IfKind, ServiceDaemon, ServiceEvent, ServiceInfo};
use oware_protocol::RoomCode;
use oware_rules::GameKind;

/// The DNS-SD service type the rooms are announced under.
pub const SERVICE_TYPE: &str = "_oware._tcp.local.";

/// Where to announce and listen.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Scope {
    /// Every network interface: the classroom.
    #[default]
    Network,
    /// The loopback interface alone, for tests that must send nothing onto a real network.
    Loopback,
}

/// A daemon bound to the interfaces of `scope`.
fn daemon(scope: Scope) -> Result<ServiceDaemon, DiscoveryError> {
    let daemon = ServiceDaemon::new()?;
    if scope == Scope::Loopback {
        daemon.disable_interface(IfKind::All)?;
        daemon.enable_interface(vec![IfKind::LoopbackV4, IfKind::LoopbackV6])?;
    }
    Ok(daemon)
}

/// What a host tells the network about its room.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoomAd {
    /// The room's code, which the other child joins with.
    pub code: RoomCode,
    /// The game played in the room.
    pub game: GameKind,
    /// The hosting child's name.
    pub host_name: String,
    /// The server's port.
    pub port: u16,
}

/// A room heard on the network.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeenRoom {
    /// The room's code.
    pub code: RoomCode,
    /// The game played in the room.
    pub game: GameKind,
    /// The hosting child's name.
    pub host_name: String,
    /// The addresses the host's server answers on.
    pub addresses: Vec<IpAddr>,
    /// The server's port.
    pub port: u16,
}

/// Why rooms cannot be announced or looked for (no network, say), in words.
#[derive(Debug)]
pub struct DiscoveryError(String);

impl fmt::Display for DiscoveryError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "local network discovery is not available: {}", self.0)
    }
}

impl std::error::Error for DiscoveryError {}

impl From<mdns_sd::Error> for DiscoveryError {
    fn from(error: mdns_sd::Error) -> Self {
        DiscoveryError(error.to_string())
    }
}

/// A room being announced; dropping it withdraws the announcement.
pub struct Announcement {
    daemon: ServiceDaemon,
    fullname: String,
}

impl Drop for Announcement {
    fn drop(&mut self) {
        // Best effort: the network may be gone already, and records expire by themselves.
        if let Ok(done) = self.daemon.unregister(&self.fullname) {
            let _ = done.recv_timeout(Duration::from_millis(500));
        }
        let _ = self.daemon.shutdown();
    }
}

/// Announces a room on every interface's addresses (kept up to date as they change).
pub fn announce(ad: &RoomAd) -> Result<Announcement, DiscoveryError> {
    announce_in(ad, Scope::Network)
}

/// Announces a room in `scope`.
pub fn announce_in(ad: &RoomAd, scope: Scope) -> Result<Announcement, DiscoveryError> {
    let daemon = daemon(scope)?;
    let code = ad.code.as_str();
    // The instance name is the code: unique per server, and readable in a network browser.
    let host = format!("oware-{}.local.", code.to_ascii_lowercase());
    let properties = [
        ("code", code),
        ("game", ad.game.id()),
        ("name", ad.host_name.as_str()),
    ];
    let info = ServiceInfo::new(SERVICE_TYPE, code, &host, "", ad.port, &properties[..])?
        .enable_addr_auto();
    let fullname = info.get_fullname().to_string();
    daemon.register(info)?;
    Ok(Announcement { daemon, fullname })
}

/// Listens for `window` and returns the rooms heard meanwhile, one per code, sorted by code.
pub fn browse(window: Duration) -> Result<Vec<SeenRoom>, DiscoveryError> {
    browse_in(window, Scope::Network)
}

/// Listens for `window` in `scope`; see [`browse`].
pub fn browse_in(window: Duration, scope: Scope) -> Result<Vec<SeenRoom>, DiscoveryError> {
    let daemon = daemon(scope)?;
    let events = daemon.browse(SERVICE_TYPE)?;
    let until = Instant::now() + window;
    let mut rooms: HashMap<RoomCode, SeenRoom> = HashMap::new();
    while let Some(left) = until.checked_duration_since(Instant::now()) {
        match events.recv_timeout(left) {
            Ok(ServiceEvent::ServiceResolved(service)) => {
                let property = |key: &str| service.get_property_val_str(key).map(str::to_string);
                let code = property("code").and_then(|code| RoomCode::parse(&code).ok());
                let game = property("game").and_then(|id| GameKind::from_id(&id));
                let (Some(code), Some(game)) = (code, game) else {
                    continue;
                };
                let mut addresses: Vec<IpAddr> = service
                    .get_addresses()
                    .iter()
                    .map(|address| address.to_ip_addr())
                    .collect();
                addresses.sort();
                rooms.insert(
                    code,
                    SeenRoom {
                        code,
                        game,
                        host_name: property("name").unwrap_or_default(),
                        addresses,
                        port: service.get_port(),
                    },
                );
            }
            Ok(ServiceEvent::ServiceRemoved(_, fullname)) => {
                rooms.retain(|code, _| !fullname.starts_with(&format!("{code}.")));
            }
            Ok(_) => {}
            Err(_) => break,
        }
    }
    let _ = daemon.stop_browse(SERVICE_TYPE);
    let _ = daemon.shutdown();
    let mut rooms: Vec<SeenRoom> = rooms.into_values().collect();
    rooms.sort_by_key(|room| room.code);
    Ok(rooms)
}
