//! Tux's defence in a chapter's stage, worked out on a thread of its own: the search behind
//! [`StageRun::tux_move`] is bounded but long enough in a debug build to freeze the window.
//! Each request carries a number; an answer for an older one (the stage restarted, another
//! move taken back) is dropped. With [`Thinking::InPlace`] (tests and tools that drive the
//! activity on a mocked clock) the answer is worked out at once on the caller's thread.

use std::sync::mpsc::{channel, Receiver, Sender, TryRecvError};
use std::thread;

use oware_chapters::StageRun;

use crate::activity::worker::Thinking;

/// One answer: the request's number and Tux's house (`None` when the run had no move for Tux).
type Answer = (u64, Option<usize>);

/// Where the defence is worked out.
enum Thought {
    /// The defender's own thread, started at the first request.
    Thread(Sender<(u64, Box<StageRun>)>),
    InPlace,
    /// The thread could not be started: the answer is worked out in place rather than never.
    Unavailable,
}

pub(super) struct Defender {
    place: Thought,
    answers: Sender<Answer>,
    receiver: Receiver<Answer>,
    /// The number of the request whose answer is awaited.
    awaited: Option<u64>,
    next: u64,
}

impl Defender {
    pub fn new(thinking: Thinking) -> Defender {
        let (answers, receiver) = channel();
        let place = match thinking {
            Thinking::InPlace => Thought::InPlace,
            Thinking::OnItsOwnThread => spawn(answers.clone()),
        };
        Defender {
            place,
            answers,
            receiver,
            awaited: None,
            next: 0,
        }
    }

    /// Asks for Tux's move in `run`; any earlier request is forgotten.
    pub fn ask(&mut self, run: &StageRun) {
        self.next += 1;
        let number = self.next;
        self.awaited = Some(number);
        let sent = match &self.place {
            Thought::Thread(requests) => requests.send((number, Box::new(run.clone()))).is_ok(),
            Thought::InPlace | Thought::Unavailable => false,
        };
        if !sent {
            // The receiver lives in this defender, so the answer always arrives.
            let _ = self.answers.send((number, run.tux_move()));
        }
    }

    /// Forgets the request awaited: its answer will be dropped.
    pub fn forget(&mut self) {
        self.awaited = None;
    }

    /// True while an answer is awaited.
    #[cfg(test)]
    pub fn busy(&self) -> bool {
        self.awaited.is_some()
    }

    /// The awaited answer, once it has come: `Some(house)` or `Some(None)` when Tux had none.
    pub fn poll(&mut self) -> Option<Option<usize>> {
        loop {
            match self.receiver.try_recv() {
                Ok((number, house)) if Some(number) == self.awaited => {
                    self.awaited = None;
                    return Some(house);
                }
                Ok(_) => continue,
                Err(TryRecvError::Empty | TryRecvError::Disconnected) => return None,
            }
        }
    }
}

/// Starts the defender's thread, which answers until the defender (its sender) is dropped.
fn spawn(answers: Sender<Answer>) -> Thought {
    let (requests, inbox) = channel::<(u64, Box<StageRun>)>();
    let spawned = thread::Builder::new()
        .name("chapters".into())
        .spawn(move || {
            while let Ok((number, run)) = inbox.recv() {
                // The receiver is gone only when the activity closed; nobody needs the answer.
                let _ = answers.send((number, run.tux_move()));
            }
        });
    match spawned {
        Ok(_) => Thought::Thread(requests),
        Err(error) => {
            log::error!("could not start the chapters' Tux thread: {error}");
            Thought::Unavailable
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    /// A stage whose first move is the child's, played, so that Tux is to answer.
    fn run_awaiting_tux() -> Option<StageRun> {
        for kind in oware_rules::GameKind::ALL {
            for chapter in oware_chapters::chapters(kind) {
                for stage in chapter.stages {
                    let Ok(mut run) = StageRun::new(stage) else {
                        continue;
                    };
                    let legal = oware_rules::Rules::legal_moves(run.position());
                    for house in legal.iter() {
                        let mut tried = run.clone();
                        if tried.play(house).is_ok() && tried.tux_move().is_some() {
                            run = tried;
                            return Some(run);
                        }
                    }
                }
            }
        }
        None
    }

    impl Defender {
        /// Blocks until the awaited answer arrives (the window polls instead).
        fn wait(&mut self) -> Option<Option<usize>> {
            loop {
                let (number, house) = self.receiver.recv_timeout(Duration::from_secs(120)).ok()?;
                if Some(number) == self.awaited {
                    self.awaited = None;
                    return Some(house);
                }
            }
        }
    }

    #[test]
    fn the_thread_answers_what_the_run_itself_answers_and_drops_a_forgotten_request() {
        let run = run_awaiting_tux().expect("a stage where Tux answers");
        let expected = run.tux_move();
        assert!(expected.is_some());
        let mut defender = Defender::new(Thinking::OnItsOwnThread);
        defender.ask(&run);
        // Asked again before the first answer was read: only the second is awaited.
        defender.ask(&run);
        assert_eq!(defender.awaited, Some(2));
        assert_eq!(defender.wait(), Some(expected));
        assert!(!defender.busy());
        assert_eq!(defender.poll(), None, "nothing more comes out");
    }

    #[test]
    fn in_place_the_answer_is_there_at_once_and_a_forgotten_one_never_comes() {
        let run = run_awaiting_tux().expect("a stage where Tux answers");
        let mut defender = Defender::new(Thinking::InPlace);
        defender.ask(&run);
        assert_eq!(defender.poll(), Some(run.tux_move()));
        assert!(!defender.busy());
        defender.ask(&run);
        defender.forget();
        assert_eq!(defender.poll(), None, "a forgotten answer is dropped");
    }
}
