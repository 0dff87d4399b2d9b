//! The class that lasts: the teacher's groups and children, each child's picture code
//! (hashed), the sessions that keep a device signed in, the teacher's settings and
//! assignments (issue 47; the handbook's `school/roster.md`).
//!
//! The roster is held in memory, read from the database at start, and changed only through
//! the database's writer thread: a change is committed first, then applied here, then
//! answered, so that nothing answered is lost to a crash and nobody sees a roster the
//! database does not have. Changes are made one at a time (`writing`).
//!
//! - `schema`: the tables (the migration from a database without them);
//! - `write`: each change as SQL;
//! - `code`: picture codes and tokens hashed;
//! - `attempts`: wrong codes counted per child and per address;
//! - `import`: the teacher's CSV of names and groups;
//! - `progress`: a child's progress read from the stored rows;
//! - `assignments`: the work the teacher gives, and who has done it;
//! - `open`: the connections signed in now, told at once when the teacher ends their session.

use std::collections::{BTreeMap, HashMap};
use std::net::IpAddr;
use std::path::Path;
use std::sync::{Mutex, MutexGuard};
use std::time::Instant;

use oware_protocol::{check_name, Named, PictureCode, Refusal, SessionEnd, SignedIn, Token};
use rusqlite::Connection;

pub mod assignments;
mod attempts;
pub mod code;
pub mod connection;
pub mod cookie;
pub mod import;
mod open;
pub mod progress;
pub mod report;
pub mod schema;
pub mod write;

pub use attempts::{ADDRESS_MISSES, CHILD_MISSES, PAUSE};
pub use open::Tell;
pub use write::{PupilRow, Write};

use crate::hub::{now_ms, Hub};
use crate::store::Change;
use assignments::Assignment;

/// The setting that lets children play without signing in.
const GUESTS: &str = "guests";
/// The setting that keeps results this many days.
const RETENTION: &str = "retention-days";
/// The setting that opens every strategy chapter for every child.
const CHAPTERS_OPEN: &str = "chapters-open";

/// One child of the roster.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pupil {
    pub id: u32,
    pub name: String,
    /// The one-word name the rooms and results know the child by.
    pub wire: String,
    pub group: u32,
    salt: String,
    hash: String,
}

/// The child a connection speaks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Child {
    pub pupil: u32,
    pub wire: String,
    pub name: String,
    /// The session's token, hashed: what `sign-out` ends.
    pub session: String,
}

#[derive(Default)]
struct State {
    groups: BTreeMap<u32, String>,
    pupils: BTreeMap<u32, Pupil>,
    sessions: HashMap<String, u32>,
    teacher_sessions: Vec<(String, String, u64)>,
    settings: BTreeMap<String, String>,
    assignments: BTreeMap<u32, Assignment>,
    attempts: attempts::Attempts,
    open: open::OpenSessions,
}

/// Why a teacher's change was refused.
#[derive(Debug, PartialEq, Eq)]
pub enum RosterError {
    /// A name that is empty, too long or holds a control character.
    BadName,
    NoSuchGroup,
    NoSuchChild,
    /// A group that still has children cannot go.
    GroupNotEmpty,
    /// A group of that name exists already.
    GroupExists,
    BadCode,
    /// No random source for a salt, a code or a token.
    NoRandom,
    NotSaved,
    /// A CSV row that cannot be read: its line (from 1) and why.
    Import {
        line: usize,
        reason: &'static str,
    },
    BadSetting,
    BadAssignment,
}

impl RosterError {
    /// The word the teacher's API answers with.
    pub fn word(&self) -> &'static str {
        match self {
            RosterError::BadName => "bad-name",
            RosterError::NoSuchGroup => "no-such-group",
            RosterError::NoSuchChild => "no-such-child",
            RosterError::GroupNotEmpty => "group-not-empty",
            RosterError::GroupExists => "group-exists",
            RosterError::BadCode => "bad-code",
            RosterError::NoRandom => "no-random",
            RosterError::NotSaved => "not-saved",
            RosterError::Import { .. } => "bad-row",
            RosterError::BadSetting => "bad-setting",
            RosterError::BadAssignment => "bad-assignment",
        }
    }
}

/// The roster in memory, and the lock that makes its changes one at a time.
pub struct Roster {
    state: Mutex<State>,
    writing: tokio::sync::Mutex<()>,
}

/// A name as the roster keeps it: trimmed, then checked.
pub fn clean_name(name: &str) -> Result<String, RosterError> {
    let name = name.trim();
    if oware_protocol::check_roster_name(name) {
        Ok(name.to_string())
    } else {
        Err(RosterError::BadName)
    }
}

/// The one-word name for `name`: its letters and digits, a space as `_`, anything else
/// left out, at most 20 characters; `-<id>` added if another child has it, or if a guest
/// could not type it.
fn wire_name(name: &str, id: u32, taken: impl Fn(&str) -> bool) -> String {
    let mut wire: String = name
        .chars()
        .filter_map(|c| match c {
            ' ' => Some('_'),
            c if c.is_alphabetic() || c.is_ascii_digit() || c == '-' || c == '_' => Some(c),
            _ => None,
        })
        .take(oware_protocol::MAX_NAME_CHARS)
        .collect();
    if wire.is_empty() {
        wire = format!("child-{id}");
    }
    // "Tux" is Tux's seat in every result: no child goes by it.
    if taken(&wire) || check_name(&wire).is_err() || wire.eq_ignore_ascii_case("tux") {
        let suffix = format!("-{id}");
        let room = oware_protocol::MAX_NAME_CHARS - suffix.chars().count();
        wire = wire.chars().take(room).collect::<String>() + &suffix;
    }
    wire
}

impl Roster {
    /// The roster stored in the database at `path`; empty when it cannot be read (the
    /// server then runs as before the roster, with guests).
    pub fn load(path: &Path) -> Roster {
        let state = match crate::results::open_read_only(path).and_then(|db| load(&db)) {
            Ok(state) => state,
            Err(error) => {
                log::error!("cannot read the roster: {error}");
                State::default()
            }
        };
        Roster {
            state: Mutex::new(state),
            writing: tokio::sync::Mutex::new(()),
        }
    }

    fn state(&self) -> MutexGuard<'_, State> {
        self.state
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// Whether children may play without signing in (yes until the teacher says no).
    pub fn guests(&self) -> bool {
        self.state().settings.get(GUESTS).is_none_or(|v| v == "yes")
    }

    /// Whether every chapter is open for every child (no until the teacher says yes), rather
    /// than one after another.
    pub fn chapters_open(&self) -> bool {
        self.state()
            .settings
            .get(CHAPTERS_OPEN)
            .is_some_and(|v| v == "yes")
    }

    /// How many days results are kept, if the teacher chose.
    pub fn retention_days(&self) -> Option<u32> {
        self.state()
            .settings
            .get(RETENTION)
            .and_then(|days| days.parse().ok())
    }

    /// The groups, by number.
    pub fn groups(&self) -> Vec<Named> {
        self.state()
            .groups
            .iter()
            .map(|(id, name)| Named {
                id: *id,
                name: name.clone(),
            })
            .collect()
    }

    /// The children of a group, by name.
    pub fn group(&self, group: u32) -> Option<Vec<Named>> {
        let state = self.state();
        state.groups.get(&group)?;
        let mut children: Vec<Named> = state
            .pupils
            .values()
            .filter(|pupil| pupil.group == group)
            .map(|pupil| Named {
                id: pupil.id,
                name: pupil.name.clone(),
            })
            .collect();
        children.sort_by_cached_key(|child| child.name.to_lowercase());
        Some(children)
    }

    /// Every child, by number.
    pub fn pupils(&self) -> Vec<Pupil> {
        self.state().pupils.values().cloned().collect()
    }

    pub fn pupil(&self, id: u32) -> Option<Pupil> {
        self.state().pupils.get(&id).cloned()
    }

    /// The group's name.
    pub fn group_name(&self, id: u32) -> Option<String> {
        self.state().groups.get(&id).cloned()
    }

    /// Whether a guest's `hello` names a child of the roster (refused: that child signs in).
    pub fn is_class_name(&self, name: &str) -> bool {
        let lower = name.to_lowercase();
        self.state()
            .pupils
            .values()
            .any(|pupil| pupil.wire.to_lowercase() == lower)
    }

    /// The one-word names of the roster's children.
    pub fn wire_names(&self) -> Vec<String> {
        self.state()
            .pupils
            .values()
            .map(|pupil| pupil.wire.clone())
            .collect()
    }

    /// The assignments.
    pub fn assignments(&self) -> Vec<Assignment> {
        self.state().assignments.values().cloned().collect()
    }

    /// The teacher's sessions kept, for the teacher's page at start.
    pub fn teacher_sessions(&self) -> Vec<(String, String, u64)> {
        self.state().teacher_sessions.clone()
    }

    /// Commits a change, then applies it here.
    async fn commit(
        &self,
        hub: &Hub,
        write: Write,
        then: impl FnOnce(&mut State),
    ) -> Result<(), RosterError> {
        hub.keep(Change::Roster(write))
            .await
            .map_err(|_| RosterError::NotSaved)?;
        then(&mut self.state());
        Ok(())
    }

    /// A child signs in with their pictures from `address`.
    pub async fn sign_in(
        &self,
        hub: &Hub,
        pupil: u32,
        code: PictureCode,
        address: IpAddr,
    ) -> Result<(SignedIn, Child), Refusal> {
        let now = Instant::now();
        let found = {
            let mut state = self.state();
            if let Some(seconds) = state.attempts.paused(pupil, address, now) {
                return Err(Refusal::SignInPaused(seconds));
            }
            state.pupils.get(&pupil).cloned()
        };
        let Some(found) = found else {
            // An unknown child counts as a miss from the address, so that numbers cannot be
            // tried for free.
            self.state().attempts.miss(u32::MAX, address, now);
            return Err(Refusal::NoSuchPupil);
        };
        if !code::same_code(code, &found.salt, &found.hash) {
            let left = self.state().attempts.miss(pupil, address, now);
            return Err(match left {
                0 => Refusal::SignInPaused(PAUSE.as_secs()),
                left => Refusal::WrongPictures(left),
            });
        }
        self.state().attempts.right(pupil);
        let token = code::random_token().ok_or(Refusal::NotSaved)?;
        let hash = code::hash_token(&token);
        let _writing = self.writing.lock().await;
        let write = Write::SessionStart {
            hash: hash.clone(),
            pupil,
            at: now_ms(),
        };
        let still_here = self.state().pupils.contains_key(&pupil);
        if !still_here {
            return Err(Refusal::NoSuchPupil);
        }
        self.commit(hub, write, |state| {
            state.sessions.insert(hash.clone(), pupil);
        })
        .await
        .map_err(|_| Refusal::NotSaved)?;
        Ok((
            SignedIn {
                pupil,
                token,
                name: found.name.clone(),
            },
            Child {
                pupil,
                wire: found.wire,
                name: found.name,
                session: hash,
            },
        ))
    }

    /// The child a session's token holds.
    pub fn session(&self, token: &Token) -> Result<(SignedIn, Child), Refusal> {
        let hash = code::hash_token(token);
        let state = self.state();
        let pupil = state
            .sessions
            .get(&hash)
            .and_then(|id| state.pupils.get(id))
            .ok_or(Refusal::SessionEnded)?;
        Ok((
            SignedIn {
                pupil: pupil.id,
                token: *token,
                name: pupil.name.clone(),
            },
            Child {
                pupil: pupil.id,
                wire: pupil.wire.clone(),
                name: pupil.name.clone(),
                session: hash,
            },
        ))
    }

    /// Whether the child's session still holds (not signed out, not deleted).
    pub fn holds(&self, child: &Child) -> bool {
        self.state().sessions.get(&child.session) == Some(&child.pupil)
    }

    /// The connection `peer` is signed in as `child`: it is told on `tell` when the teacher
    /// ends that session. False, and nothing kept, when the session has ended already.
    pub fn watch(&self, peer: u64, child: &Child, tell: Tell) -> bool {
        let mut state = self.state();
        if state.sessions.get(&child.session) != Some(&child.pupil) {
            return false;
        }
        state
            .open
            .insert(peer, child.session.clone(), child.pupil, tell);
        true
    }

    /// The connection signed out or closed: nothing more to tell it.
    pub fn unwatch(&self, peer: u64) {
        self.state().open.remove(peer);
    }

    /// The session ends.
    pub async fn sign_out(&self, hub: &Hub, child: &Child) -> Result<(), Refusal> {
        let _writing = self.writing.lock().await;
        let hash = child.session.clone();
        self.commit(hub, Write::SessionEnd { hash: hash.clone() }, |state| {
            state.sessions.remove(&hash);
        })
        .await
        .map_err(|_| Refusal::NotSaved)
    }

    /// New groups and children, all or none. Each child is `(name, group's name, code)`;
    /// a group not in the roster is made; a child without a code gets a random one. The
    /// children added, with their codes, for the cards.
    pub async fn add(
        &self,
        hub: &Hub,
        children: Vec<(String, String, Option<PictureCode>)>,
    ) -> Result<Vec<(Pupil, PictureCode)>, RosterError> {
        let _writing = self.writing.lock().await;
        let at = now_ms();
        let (groups, rows, added) = {
            let state = self.state();
            let mut groups: Vec<(u32, String)> = Vec::new();
            let mut next_group = state.groups.keys().max().map_or(1, |id| id + 1);
            let first_pupil = state.pupils.keys().max().map_or(1, |id| id + 1);
            let mut rows: Vec<PupilRow> = Vec::new();
            let mut added = Vec::new();
            for (id, (name, group, code)) in (first_pupil..).zip(children) {
                let name = clean_name(&name)?;
                let group = clean_name(&group)?;
                let group_id = state
                    .groups
                    .iter()
                    .find(|(_, existing)| existing.to_lowercase() == group.to_lowercase())
                    .map(|(id, _)| *id)
                    .or_else(|| {
                        groups
                            .iter()
                            .find(|(_, new)| new.to_lowercase() == group.to_lowercase())
                            .map(|(id, _)| *id)
                    });
                let group_id = match group_id {
                    Some(id) => id,
                    None => {
                        groups.push((next_group, group));
                        next_group += 1;
                        next_group - 1
                    }
                };
                let wire = wire_name(&name, id, |word| {
                    let word = word.to_lowercase();
                    state.pupils.values().any(|p| p.wire.to_lowercase() == word)
                        || rows.iter().any(|row| row.wire.to_lowercase() == word)
                });
                let code = match code {
                    Some(code) => code,
                    None => code::random_code().ok_or(RosterError::NoRandom)?,
                };
                let salt = code::random_salt().ok_or(RosterError::NoRandom)?;
                let hash = code::hash_code(code, &salt);
                let pupil = Pupil {
                    id,
                    name: name.clone(),
                    wire: wire.clone(),
                    group: group_id,
                    salt: salt.clone(),
                    hash: hash.clone(),
                };
                rows.push(PupilRow {
                    id,
                    name,
                    wire,
                    group: group_id,
                    salt,
                    hash,
                    at,
                });
                added.push((pupil, code));
            }
            (groups, rows, added)
        };
        let write = Write::Import {
            groups: groups.clone(),
            pupils: rows,
        };
        let for_state = added.clone();
        self.commit(hub, write, move |state| {
            state.groups.extend(groups);
            for (pupil, _) in for_state {
                state.pupils.insert(pupil.id, pupil);
            }
        })
        .await?;
        Ok(added)
    }

    /// A new, empty group.
    pub async fn add_group(&self, hub: &Hub, name: &str) -> Result<u32, RosterError> {
        let name = clean_name(name)?;
        let _writing = self.writing.lock().await;
        let id = {
            let state = self.state();
            if state
                .groups
                .values()
                .any(|existing| existing.to_lowercase() == name.to_lowercase())
            {
                return Err(RosterError::GroupExists);
            }
            state.groups.keys().max().map_or(1, |id| id + 1)
        };
        let write = Write::Import {
            groups: vec![(id, name.clone())],
            pupils: Vec::new(),
        };
        self.commit(hub, write, |state| {
            state.groups.insert(id, name);
        })
        .await?;
        Ok(id)
    }

    pub async fn rename_group(&self, hub: &Hub, id: u32, name: &str) -> Result<(), RosterError> {
        let name = clean_name(name)?;
        let _writing = self.writing.lock().await;
        {
            let state = self.state();
            if !state.groups.contains_key(&id) {
                return Err(RosterError::NoSuchGroup);
            }
            if state.groups.iter().any(|(other, existing)| {
                *other != id && existing.to_lowercase() == name.to_lowercase()
            }) {
                return Err(RosterError::GroupExists);
            }
        }
        let write = Write::RenameGroup {
            id,
            name: name.clone(),
        };
        self.commit(hub, write, |state| {
            state.groups.insert(id, name);
        })
        .await
    }

    pub async fn delete_group(&self, hub: &Hub, id: u32) -> Result<(), RosterError> {
        let _writing = self.writing.lock().await;
        {
            let state = self.state();
            if !state.groups.contains_key(&id) {
                return Err(RosterError::NoSuchGroup);
            }
            if state.pupils.values().any(|pupil| pupil.group == id) {
                return Err(RosterError::GroupNotEmpty);
            }
        }
        self.commit(hub, Write::DeleteGroup { id }, |state| {
            state.groups.remove(&id);
        })
        .await
    }

    /// A child's new name; their results, lessons and puzzles follow it.
    pub async fn rename(&self, hub: &Hub, id: u32, name: &str) -> Result<Pupil, RosterError> {
        let name = clean_name(name)?;
        let _writing = self.writing.lock().await;
        let (old_wire, wire) = {
            let state = self.state();
            let pupil = state.pupils.get(&id).ok_or(RosterError::NoSuchChild)?;
            let wire = wire_name(&name, id, |word| {
                let word = word.to_lowercase();
                state
                    .pupils
                    .values()
                    .any(|p| p.id != id && p.wire.to_lowercase() == word)
            });
            (pupil.wire.clone(), wire)
        };
        let write = Write::Rename {
            id,
            name: name.clone(),
            old_wire: old_wire.clone(),
            wire: wire.clone(),
        };
        let mut renamed = None;
        self.commit(hub, write, |state| {
            if let Some(pupil) = state.pupils.get_mut(&id) {
                pupil.name = name;
                pupil.wire = wire.clone();
                renamed = Some(pupil.clone());
            }
        })
        .await?;
        hub.puzzle_desk().rename(&old_wire, &wire);
        renamed.ok_or(RosterError::NoSuchChild)
    }

    pub async fn move_to(&self, hub: &Hub, id: u32, group: u32) -> Result<(), RosterError> {
        let _writing = self.writing.lock().await;
        {
            let state = self.state();
            if !state.pupils.contains_key(&id) {
                return Err(RosterError::NoSuchChild);
            }
            if !state.groups.contains_key(&group) {
                return Err(RosterError::NoSuchGroup);
            }
        }
        self.commit(hub, Write::Move { id, group }, |state| {
            if let Some(pupil) = state.pupils.get_mut(&id) {
                pupil.group = group;
            }
        })
        .await
    }

    /// The child goes, really: their sessions, results, lessons, puzzles, stars and own
    /// assignments with them.
    pub async fn delete(&self, hub: &Hub, id: u32) -> Result<(), RosterError> {
        let _writing = self.writing.lock().await;
        let wire = self
            .state()
            .pupils
            .get(&id)
            .map(|pupil| pupil.wire.clone())
            .ok_or(RosterError::NoSuchChild)?;
        let write = Write::Delete {
            id,
            wire: wire.clone(),
        };
        self.commit(hub, write, |state| {
            state.pupils.remove(&id);
            state.sessions.retain(|_, pupil| *pupil != id);
            state.open.end(SessionEnd::Deleted, |_, pupil| pupil == id);
            state.assignments.retain(|_, assignment| {
                !(assignment.for_kind == assignments::For::Child && assignment.for_id == id)
            });
            state.attempts.forgive(id);
        })
        .await?;
        hub.puzzle_desk().remove(&wire);
        Ok(())
    }

    /// A new picture code (random if none is given); the child's sessions end and any pause
    /// of theirs is over.
    pub async fn reset_code(
        &self,
        hub: &Hub,
        id: u32,
        code: Option<PictureCode>,
    ) -> Result<PictureCode, RosterError> {
        let code = match code {
            Some(code) => code,
            None => code::random_code().ok_or(RosterError::NoRandom)?,
        };
        let salt = code::random_salt().ok_or(RosterError::NoRandom)?;
        let hash = code::hash_code(code, &salt);
        let _writing = self.writing.lock().await;
        if !self.state().pupils.contains_key(&id) {
            return Err(RosterError::NoSuchChild);
        }
        let write = Write::Code {
            id,
            salt: salt.clone(),
            hash: hash.clone(),
        };
        self.commit(hub, write, |state| {
            if let Some(pupil) = state.pupils.get_mut(&id) {
                pupil.salt = salt;
                pupil.hash = hash;
            }
            state.sessions.retain(|_, pupil| *pupil != id);
            state.open.end(SessionEnd::NewCode, |_, pupil| pupil == id);
            state.attempts.forgive(id);
        })
        .await?;
        Ok(code)
    }

    /// "Sign everyone out": every child's session ends.
    pub async fn sign_everyone_out(&self, hub: &Hub) -> Result<(), RosterError> {
        let _writing = self.writing.lock().await;
        self.commit(hub, Write::SessionsEndAll, |state| {
            state.sessions.clear();
            state.open.end(SessionEnd::Everyone, |_, _| true);
        })
        .await
    }

    /// Guests allowed or not.
    pub async fn set_guests(&self, hub: &Hub, allowed: bool) -> Result<(), RosterError> {
        self.set(hub, GUESTS, if allowed { "yes" } else { "no" })
            .await
    }

    /// Every chapter open for every child, or one after another.
    pub async fn set_chapters_open(&self, hub: &Hub, open: bool) -> Result<(), RosterError> {
        self.set(hub, CHAPTERS_OPEN, if open { "yes" } else { "no" })
            .await
    }

    /// Results kept this many days (1 to 3650).
    pub async fn set_retention(&self, hub: &Hub, days: u32) -> Result<(), RosterError> {
        if !(1..=3650).contains(&days) {
            return Err(RosterError::BadSetting);
        }
        self.set(hub, RETENTION, &days.to_string()).await
    }

    async fn set(&self, hub: &Hub, key: &str, value: &str) -> Result<(), RosterError> {
        let _writing = self.writing.lock().await;
        let write = Write::Setting {
            key: key.into(),
            value: value.into(),
        };
        self.commit(hub, write, |state| {
            state.settings.insert(key.into(), value.into());
        })
        .await
    }

    /// A teacher's session kept for after a restart (its id hashed).
    pub async fn keep_teacher_session(
        &self,
        hub: &Hub,
        hash: String,
        csrf: String,
        since: u64,
    ) -> Result<(), RosterError> {
        let _writing = self.writing.lock().await;
        let write = Write::TeacherSessionStart {
            hash: hash.clone(),
            csrf: csrf.clone(),
            since,
        };
        self.commit(hub, write, |state| {
            state.teacher_sessions.retain(|(kept, _, _)| *kept != hash);
            state.teacher_sessions.push((hash, csrf, since));
        })
        .await
    }

    pub async fn end_teacher_session(&self, hub: &Hub, hash: String) -> Result<(), RosterError> {
        let _writing = self.writing.lock().await;
        let write = Write::TeacherSessionEnd { hash: hash.clone() };
        self.commit(hub, write, |state| {
            state.teacher_sessions.retain(|(kept, _, _)| *kept != hash);
        })
        .await
    }

    /// A new assignment.
    pub async fn assign(&self, hub: &Hub, mut assignment: Assignment) -> Result<u32, RosterError> {
        let _writing = self.writing.lock().await;
        {
            let state = self.state();
            let known = match assignment.for_kind {
                assignments::For::Class => true,
                assignments::For::Group => state.groups.contains_key(&assignment.for_id),
                assignments::For::Child => state.pupils.contains_key(&assignment.for_id),
            };
            // A chapter is one of the assignment's game's: its stages are what "done" counts.
            let fits = match &assignment.task {
                oware_protocol::Task::Chapter(key) => oware_chapters::find_chapter(key)
                    .is_some_and(|chapter| chapter.game == assignment.game),
                _ => true,
            };
            if !known || !fits {
                return Err(RosterError::BadAssignment);
            }
            assignment.id = state.assignments.keys().max().map_or(1, |id| id + 1);
        }
        assignment.at = now_ms();
        let id = assignment.id;
        let write = assignment.write();
        self.commit(hub, write, |state| {
            state.assignments.insert(id, assignment);
        })
        .await?;
        Ok(id)
    }

    pub async fn unassign(&self, hub: &Hub, id: u32) -> Result<(), RosterError> {
        let _writing = self.writing.lock().await;
        if !self.state().assignments.contains_key(&id) {
            return Err(RosterError::BadAssignment);
        }
        self.commit(hub, Write::Unassign { id }, |state| {
            state.assignments.remove(&id);
        })
        .await
    }
}

/// The roster as stored.
fn load(db: &Connection) -> rusqlite::Result<State> {
    let mut state = State::default();
    // A database from before the roster has none of its tables yet: an empty roster.
    let has_roster: bool = db.query_row(
        "SELECT COUNT(*) > 0 FROM sqlite_master WHERE type = 'table' AND name = 'pupils'",
        [],
        |row| row.get(0),
    )?;
    if !has_roster {
        return Ok(state);
    }
    let mut groups = db.prepare("SELECT id, name FROM class_groups")?;
    for row in groups.query_map([], |row| Ok((row.get(0)?, row.get(1)?)))? {
        let (id, name) = row?;
        state.groups.insert(id, name);
    }
    let mut pupils = db.prepare("SELECT id, name, wire, group_id, salt, code_hash FROM pupils")?;
    for row in pupils.query_map([], |row| {
        Ok(Pupil {
            id: row.get(0)?,
            name: row.get(1)?,
            wire: row.get(2)?,
            group: row.get(3)?,
            salt: row.get(4)?,
            hash: row.get(5)?,
        })
    })? {
        let pupil = row?;
        state.pupils.insert(pupil.id, pupil);
    }
    let mut sessions = db.prepare("SELECT token_hash, pupil FROM child_sessions")?;
    for row in sessions.query_map([], |row| Ok((row.get(0)?, row.get(1)?)))? {
        let (hash, pupil) = row?;
        state.sessions.insert(hash, pupil);
    }
    let mut teacher = db.prepare("SELECT id_hash, csrf, since FROM teacher_sessions")?;
    for row in teacher.query_map([], |row| {
        Ok((row.get(0)?, row.get(1)?, row.get::<_, i64>(2)?))
    })? {
        let (hash, csrf, since) = row?;
        state
            .teacher_sessions
            .push((hash, csrf, u64::try_from(since).unwrap_or(0)));
    }
    let mut settings = db.prepare("SELECT key, value FROM class_settings")?;
    for row in settings.query_map([], |row| Ok((row.get(0)?, row.get(1)?)))? {
        let (key, value) = row?;
        state.settings.insert(key, value);
    }
    for assignment in assignments::load(db)? {
        state.assignments.insert(assignment.id, assignment);
    }
    Ok(state)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_one_word_name_is_made_from_any_name_and_kept_apart_from_others() {
        let none = |_: &str| false;
        assert_eq!(wire_name("Ana", 1, none), "Ana");
        assert_eq!(wire_name("Seán O'Brien", 2, none), "Seán_OBrien");
        assert_eq!(wire_name("Љубица Петровска", 3, none), "Љубица_Петровска");
        assert_eq!(wire_name("'''", 4, none), "child-4");
        assert_eq!(wire_name("Ana", 5, |word| word == "Ana"), "Ana-5");
        assert_eq!(wire_name("Tux", 7, none), "Tux-7");
        let long = wire_name("Maximilianus Augustinus", 6, |word| word.len() > 5);
        assert_eq!(long.chars().count(), 20);
        assert!(long.ends_with("-6"));
    }
}
