//! The two manual pages: clap_mangen's sections from the command line (name, synopsis,
//! description, options with their environment variables, version), and around them what
//! clap does not know: the files each program uses, the server's service, the other pages.

use std::io::{self, Write};

use clap_mangen::Man;
use roff::{bold, roman, Roff};

/// oware(1), from the launcher's command line.
pub fn activity(date: &str, out: &mut dyn Write) -> io::Result<()> {
    // --help ends with the settings file of whoever runs it; the page names it for every
    // user in FILES instead.
    let command = oware::cli::command().after_help(None::<&str>);
    let man = Man::new(command)
        .section("1")
        .date(date)
        .manual("User Commands");
    from_command_line(&man, out)?;
    // The same words as --help, in one paragraph.
    let run_only = oware::cli::RUN_ONLY_NOTE.replace('\n', " ");
    paragraphs("SETTINGS", &[&run_only]).to_writer(out)?;
    definitions(
        "FILES",
        &[
            (
                "~/.config/oware/settings.toml",
                "The teacher's settings: the language, Tux's level and the seeds in each game, \
                 the move preview, the reading font, the sound, the lock and the classroom \
                 server. Options on the command line hold for that run only (see SETTINGS); \
                 --save keeps them, --reset-settings writes the defaults. A file that cannot \
                 be read in full is copied beside it, as settings.toml.damaged-<date>T<time>, \
                 before anything replaces it. The folder is $XDG_CONFIG_HOME/oware when that \
                 variable is set.",
            ),
            (
                "~/.config/oware/lessons.toml",
                "The lessons done, beside the settings.",
            ),
            (
                "~/.local/share/oware/rooms/",
                "The rooms of the games a child hosts for a classmate when no classroom \
                 server is set ($XDG_DATA_HOME/oware/rooms when that variable is set).",
            ),
            (
                "~/.cache/oware/",
                "A copy of the Andika font and a fontconfig file that adds it, so that the \
                 activity starts on a machine without any font ($XDG_CACHE_HOME/oware when \
                 that variable is set).",
            ),
            (
                "~/.cache/oware/endgame-v2.bin",
                "Tux's endgame tables for Oware, 52 MB: the best play on every board with at \
                 most 17 seeds left. They are built the first time Tux plays Oware at its \
                 master level or suggests a move in Oware (a minute or two on one core, while \
                 Tux plays on without them) and read back at later starts. The file may be \
                 deleted at any time to free the space: Tux builds it again when it next \
                 needs it.",
            ),
        ],
    )
    .to_writer(out)?;
    see_also(&["oware-server(8)"]).to_writer(out)?;
    man.render_version_section(out)
}

/// oware-server(8), from the server's command line (`server` is its clap definition).
pub fn server(server: clap::Command, date: &str, out: &mut dyn Write) -> io::Result<()> {
    let man = Man::new(server)
        .section("8")
        .date(date)
        .manual("System Administration");
    from_command_line(&man, out)?;
    paragraphs(
        "SERVICE",
        &[
            "The oware-server package runs the server as the systemd service \
             oware-server.service, as the system user oware-server, which may write to its \
             data folder /var/lib/oware-server and nowhere else. Installing the package \
             does not start it: systemctl enable --now oware-server starts it now and at \
             every boot, and journalctl -u oware-server shows what it printed.",
            "The children's computers reach the server on TCP port 7464, or the port of \
             OWARE_SERVER_LISTEN: the firewall must let that port through.",
        ],
    )
    .to_writer(out)?;
    definitions(
        "FILES",
        &[
            (
                "/etc/oware-server/oware-server.conf",
                "The service's settings: one OWARE_SERVER_... variable a line for each \
                 option above. Restart the service after a change.",
            ),
            (
                "/var/lib/oware-server/rooms.sqlite3",
                "The service's rooms and their moves, and the class's finished games for \
                 the teacher's page (kept for the days of --keep-results), with SQLite's \
                 -wal and -shm files beside it while the server runs.",
            ),
            (
                "/var/lib/oware-server/teacher-code",
                "The teacher code, made at the first start unless --teacher-code gives one. \
                 It opens the teacher's page, http://<this machine>:7464/teacher, and is \
                 printed at every start as \"teacher code: <code>\".",
            ),
        ],
    )
    .to_writer(out)?;
    see_also(&[
        "oware(1)",
        "systemctl(1)",
        "journalctl(1)",
        "systemd.exec(5)",
    ])
    .to_writer(out)?;
    man.render_version_section(out)
}

/// The sections that come from the command line alone, in the usual order.
fn from_command_line(man: &Man, out: &mut dyn Write) -> io::Result<()> {
    man.render_title(out)?;
    man.render_name_section(out)?;
    man.render_synopsis_section(out)?;
    man.render_description_section(out)?;
    man.render_options_section(out)
}

/// A section of terms, each with its explanation indented under it.
fn definitions(title: &str, items: &[(&str, &str)]) -> Roff {
    let mut roff = Roff::new();
    roff.control("SH", [title]);
    for (term, text) in items {
        roff.control("TP", []);
        roff.text([bold(*term)]);
        roff.text([roman(*text)]);
    }
    roff
}

fn paragraphs(title: &str, texts: &[&str]) -> Roff {
    let mut roff = Roff::new();
    roff.control("SH", [title]);
    for (index, text) in texts.iter().enumerate() {
        if index > 0 {
            roff.control("PP", []);
        }
        roff.text([roman(*text)]);
    }
    roff
}

fn see_also(pages: &[&str]) -> Roff {
    let mut roff = Roff::new();
    roff.control("SH", ["SEE ALSO"]);
    roff.text([roman(pages.join(", "))]);
    roff
}
