//! The strength ladder of every game: each level of Tux against the level below, level 1
//! against a greedy player and the top level against a plain 8-ply alpha-beta search.
//!
//! ```text
//! cargo run --release -p oware-tux --example ladder       # every game, 100 games a pairing
//! cargo run --release -p oware-tux --example ladder -- --game kalah --games 40 --pair 5:4
//! cargo run --release -p oware-tux --example ladder -- --game congkak --judge 10000000
//! cargo run --release -p oware-tux --example ladder -- --make-openings   # Congkak's openings
//! cargo run --release -p oware-tux --example ladder -- --game oware --repetition first \
//!     --games 40 --threads 2 --verbose --log games.jsonl --pair M1000:uci=/path/to/engine@1000
//! ```
//!
//! `uci=PATH@MS` is an outside Oware program (such as Aalina) that speaks the UCI dialect of
//! `uci.rs`, given `MS` milliseconds a move; every move it sends is checked against our rules
//! (an illegal move, a wrong claim that the game is over or a silent program loses the game),
//! and `--repetition first` ends games at the first repetition since the last capture, as such
//! programs do.
//!
//! Every game is seeded from its number, so the table is the same on every run and machine.
//!
//! Congkak's openings come from `crates/tux/data/congkak-openings.txt`: random openings that
//! searches of 1, 10 and 40 million nodes all score close to even (a 50 000-node search
//! misses the relays that decide many of them). `--make-openings` makes that file again, the
//! same on every machine; `--known LOG` reuses the judgements an earlier run printed.
//!
//! The files: `args` (the command line; `--help` lists every option and player), `players`
//! (what `--pair` names), `brain` (a player choosing its moves in one game), `openings`,
//! `pairing` (the games of one pairing), `report` (a game's table), `making`
//! (`--make-openings`) and `uci` (outside programs).

mod args;
mod brain;
mod making;
mod openings;
mod pairing;
mod players;
mod report;
mod uci;

use std::process::ExitCode;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::Instant;

use clap::Parser;
use oware_rules::{abapa, congkak, kalah, togyz, GameKind};

use args::Args;
use making::make_openings;
use pairing::LOG;
use report::ladder;

fn main() -> ExitCode {
    let args = Args::parse();
    match run(&args) {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::FAILURE,
        Err(error) => {
            eprintln!("ladder: {error}");
            ExitCode::FAILURE
        }
    }
}

/// Plays every game's ladder, or makes the openings; true when every target is met.
fn run(args: &Args) -> Result<bool, String> {
    if let Some(file) = args.open_log()? {
        let _ = LOG.set(Mutex::new(file));
    }
    let making = args.making()?;
    let setup = args.setup();
    if args.make_openings {
        make_openings(congkak::Position::start(7), setup.threads, &making)?;
        return Ok(true);
    }
    let requirements = args.requirements();
    let congkak_file = args.congkak_file();
    let started = Instant::now();
    let mut all_pass = true;
    for kind in args.kinds() {
        all_pass &= match kind {
            GameKind::Oware => ladder(
                "Oware",
                abapa::Position::start(abapa::Variant::ABAPA),
                &requirements,
                setup,
                None,
            ),
            GameKind::Kalah => ladder(
                "Kalah",
                kalah::Position::start(4),
                &requirements,
                setup,
                None,
            ),
            GameKind::Congkak => ladder(
                "Congkak",
                congkak::Position::start(7),
                &requirements,
                setup,
                congkak_file.as_deref(),
            ),
            GameKind::TogyzKumalak => ladder(
                "Togyz Kumalak",
                togyz::Position::start(),
                &requirements,
                setup,
                None,
            ),
        }?;
    }
    uci::close_all();
    println!(
        "total {:.0} s; {}",
        started.elapsed().as_secs_f64(),
        if all_pass {
            "every target met"
        } else {
            "some targets missed"
        }
    );
    Ok(all_pass)
}

/// Hands out the items `0..count` in order to `threads` threads; `work` answers whether its
/// thread should take another.
fn share_out(threads: usize, count: usize, work: impl Fn(usize) -> bool + Sync) {
    let next = AtomicUsize::new(0);
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| loop {
                let index = next.fetch_add(1, Ordering::Relaxed);
                if index >= count || !work(index) {
                    break;
                }
            });
        }
    });
}
