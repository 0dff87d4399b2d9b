//! The server as a library: a tokio runtime on its own threads, started from a blocking
//! program (the activity hosting a room, or the `oware-server` binary) and stopped by its
//! handle.

use std::net::{SocketAddr, TcpListener as StdListener};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::thread::JoinHandle;
use std::time::Duration;

use oware_protocol::{Refusal, ServerLine};
use tokio::io::AsyncWriteExt;
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::{oneshot, Semaphore};

use crate::connection;
use crate::error::Error;
use crate::http;
use crate::hub::Hub;
use crate::sniff::{sniff, Kind};
use crate::store::{Store, FILE_NAME};
use crate::teacher::code::teacher_code;
use crate::teacher::Teacher;
use crate::tux_pool::{PoolOptions, TuxPool};

/// How a server runs; [`ServerOptions::default`] is what a classroom needs.
#[derive(Clone, Debug)]
pub struct ServerOptions {
    /// A room where nobody is connected and nothing happened for this long is deleted.
    pub idle_room_expiry: Duration,
    /// Connections held at once; one more is answered `? server full` and closed.
    pub max_connections: usize,
    /// Threads that serve the connections.
    pub threads: usize,
    /// Tux's threads, queue and thinking time, for the rooms where it plays.
    pub tux: PoolOptions,
    /// The code of the teacher's page; `None`: the one kept in the data folder (made at the
    /// first start).
    pub teacher_code: Option<String>,
    /// Days the class's results are kept.
    pub keep_results_days: u32,
}

impl Default for ServerOptions {
    fn default() -> Self {
        ServerOptions {
            idle_room_expiry: Duration::from_secs(24 * 60 * 60),
            max_connections: 1024,
            threads: 2,
            tux: PoolOptions::default(),
            teacher_code: None,
            keep_results_days: 30,
        }
    }
}

/// The user's data folder for the rooms (on Linux `~/.local/share/oware`).
pub fn default_data_folder() -> Option<PathBuf> {
    oware_files::data_folder()
}

/// The classroom server; [`Server::start`] runs one.
pub struct Server;

impl Server {
    /// Opens the rooms stored in `data` (creating the folder and the database if needed),
    /// listens on `listen` (port 0 picks a free one) and serves on threads of its own. Returns
    /// once the server accepts connections.
    pub fn start(
        listen: SocketAddr,
        data: &Path,
        options: ServerOptions,
    ) -> Result<ServerHandle, Error> {
        std::fs::create_dir_all(data).map_err(|error| Error::DataFolder(data.to_owned(), error))?;
        let (store, stored, problems) = Store::open(&data.join(FILE_NAME))?;
        for problem in problems {
            log::warn!("{problem}");
        }
        let code = teacher_code(data, options.teacher_code.as_deref())
            .map_err(|error| Error::TeacherCode(error.to_string()))?;
        let teacher = Arc::new(Teacher::new(code.clone()));
        let tournament = crate::tournament::stored::read(store.path()).unwrap_or_else(|problem| {
            log::warn!("the stored tournament left out: {problem}");
            None
        });
        let hub = Arc::new(Hub::new(store, stored, TuxPool::start(options.tux.clone())));
        teacher
            .sessions
            .restore(hub.roster().teacher_sessions(), crate::hub::now_ms());
        hub.restore_tournament(tournament);
        let restored = hub.room_count();
        let listener = StdListener::bind(listen).map_err(|error| Error::Bind(listen, error))?;
        let address = listener
            .local_addr()
            .map_err(|error| Error::Bind(listen, error))?;
        listener
            .set_nonblocking(true)
            .map_err(|error| Error::Bind(listen, error))?;
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(options.threads.max(1))
            .thread_name("oware-server")
            .enable_all()
            .build()
            .map_err(Error::Runtime)?;
        let (stop, stopped) = oneshot::channel();
        let thread = std::thread::Builder::new()
            .name("oware-server-main".into())
            .spawn(move || {
                runtime.block_on(async move {
                    hub.resume_tournament().await;
                    match TcpListener::from_std(listener) {
                        Ok(listener) => serve(hub, teacher, listener, options, stopped).await,
                        Err(error) => log::error!("cannot listen: {error}"),
                    }
                });
                // Ends every connection; the database's thread writes what is queued and
                // closes once the last room lets go of it.
                runtime.shutdown_timeout(Duration::from_secs(2));
            })
            .map_err(Error::Runtime)?;
        Ok(ServerHandle {
            address,
            restored,
            teacher_code: code,
            stop: Some(stop),
            thread: Some(thread),
        })
    }
}

/// A running server. Dropping it stops the server too.
pub struct ServerHandle {
    address: SocketAddr,
    restored: usize,
    teacher_code: String,
    stop: Option<oneshot::Sender<()>>,
    thread: Option<JoinHandle<()>>,
}

impl ServerHandle {
    /// The address the server listens on, with the port it got.
    pub fn local_addr(&self) -> SocketAddr {
        self.address
    }

    /// The code that opens the teacher's page, printed at every start.
    pub fn teacher_code(&self) -> &str {
        &self.teacher_code
    }

    /// How many rooms were read back from the data folder at start.
    pub fn restored_rooms(&self) -> usize {
        self.restored
    }

    /// Closes every connection and waits until the server's threads are done. Everything
    /// players did was stored as it happened, so nothing is saved here.
    pub fn stop(mut self) {
        self.shut_down();
    }

    /// Blocks for as long as the server runs, which is for good unless its listener fails:
    /// the binary's main thread waits here.
    pub fn wait(mut self) {
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }

    fn shut_down(&mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

impl Drop for ServerHandle {
    fn drop(&mut self) {
        self.shut_down();
    }
}

async fn serve(
    hub: Arc<Hub>,
    teacher: Arc<Teacher>,
    listener: TcpListener,
    options: ServerOptions,
    mut stopped: oneshot::Receiver<()>,
) {
    let sweeper = tokio::spawn(sweep(
        hub.clone(),
        options.idle_room_expiry,
        options.keep_results_days,
    ));
    let seats = Arc::new(Semaphore::new(options.max_connections.max(1)));
    loop {
        let accepted = tokio::select! {
            _ = &mut stopped => break,
            accepted = listener.accept() => accepted,
        };
        let (stream, peer) = match accepted {
            Ok((stream, peer)) => (stream, peer.ip()),
            Err(error) => {
                // Out of file descriptors, usually: wait a little instead of spinning.
                log::warn!("accept: {error}");
                tokio::time::sleep(Duration::from_millis(50)).await;
                continue;
            }
        };
        tune(&stream);
        match seats.clone().try_acquire_owned() {
            Ok(seat) => {
                let hub = hub.clone();
                let teacher = teacher.clone();
                tokio::spawn(async move {
                    // A browser's HTTP request or a program's first line, on the same port.
                    if let Ok((kind, stream)) = sniff(stream).await {
                        match kind {
                            Kind::Http => http::serve(hub, teacher, peer, stream).await,
                            Kind::Lines => {
                                connection::serve(hub, stream, connection::Origin::tcp(peer)).await
                            }
                        }
                    }
                    drop(seat);
                });
            }
            Err(_) => {
                tokio::spawn(async move {
                    let mut stream = stream;
                    let full = format!("{}\n", ServerLine::Refused(Refusal::ServerFull));
                    let _ = stream.write_all(full.as_bytes()).await;
                    let _ = stream.shutdown().await;
                });
            }
        }
    }
    sweeper.abort();
}

/// Answers go out at once, and a peer that vanished without closing (a laptop shut, a cable
/// pulled) is noticed within about a minute, which frees its seat for a `resume`.
fn tune(stream: &TcpStream) {
    let _ = stream.set_nodelay(true);
    let keepalive = socket2::TcpKeepalive::new()
        .with_time(Duration::from_secs(30))
        .with_interval(Duration::from_secs(10));
    // Windows has no per-socket probe count; its default applies there.
    #[cfg(not(windows))]
    let keepalive = keepalive.with_retries(3);
    let _ = socket2::SockRef::from(stream).set_tcp_keepalive(&keepalive);
}

/// How often results past their days are looked for.
const PRUNE_EVERY: Duration = Duration::from_secs(60 * 60);

/// Deletes idle rooms and results past their days, first at start (what went stale while
/// the server was down), then at a quarter of the idle time, at most every minute.
async fn sweep(hub: Arc<Hub>, idle: Duration, keep_days: u32) {
    let every = (idle / 4).clamp(Duration::from_millis(10), Duration::from_secs(60));
    let mut ticks = tokio::time::interval(every);
    let mut pruned: Option<std::time::Instant> = None;
    loop {
        ticks.tick().await;
        // Results are kept for days: looking once an hour is plenty, and spares the disk
        // a commit at every tick of a short idle time.
        if pruned.is_none_or(|at| at.elapsed() >= PRUNE_EVERY) {
            hub.prune_results(keep_days);
            pruned = Some(std::time::Instant::now());
        }
        let expired = hub.expire(idle);
        if expired > 0 {
            log::info!("{expired} idle room(s) expired");
        }
    }
}
