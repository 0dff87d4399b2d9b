//! `oware-manual FOLDER DATE`: writes the manual pages and the shell completions of `oware`
//! and `oware-server` into FOLDER, for the Debian packages (debian/rules installs them):
//! `oware.1`, `oware-server.8`, and for each program `<program>.bash`, `_<program>` (zsh)
//! and `<program>.fish`. DATE (YYYY-MM-DD) is the pages' date, the version's in
//! debian/changelog, so that the same version always gets the same pages.
//!
//! All of it comes from the clap definitions that print the programs' `--help`, so the
//! pages and completions cannot say anything else: `oware::cli::command` and
//! `oware_server::cli::command`.

mod pages;

use std::fs::File;
use std::io::{self, BufWriter, Write};
use std::path::Path;
use std::process::ExitCode;

use clap_complete::Shell;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [folder, date] = args.as_slice() else {
        eprintln!("usage: oware-manual FOLDER DATE");
        return ExitCode::from(2);
    };
    if !is_a_date(date) {
        eprintln!("oware-manual: the date is written YYYY-MM-DD, not '{date}'");
        return ExitCode::from(2);
    }
    match write_all(Path::new(folder), date) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!(
                "oware-manual: cannot write into {}: {error}",
                Path::new(&folder).display()
            );
            ExitCode::FAILURE
        }
    }
}

/// `YYYY-MM-DD`: the form manual pages give their date in.
fn is_a_date(text: &str) -> bool {
    let digits = |part: &str, count: usize| {
        part.len() == count && part.bytes().all(|byte| byte.is_ascii_digit())
    };
    match text.split('-').collect::<Vec<_>>().as_slice() {
        [year, month, day] => digits(year, 4) && digits(month, 2) && digits(day, 2),
        _ => false,
    }
}

fn write_all(folder: &Path, date: &str) -> io::Result<()> {
    std::fs::create_dir_all(folder)?;
    write(&folder.join("oware.1"), |out| pages::activity(date, out))?;
    write(&folder.join("oware-server.8"), |out| {
        pages::server(oware_server::cli::command(), date, out)
    })?;
    let programs = [
        ("oware", oware::cli::command()),
        ("oware-server", oware_server::cli::command()),
    ];
    for (name, command) in programs {
        for (shell, file) in [
            (Shell::Bash, format!("{name}.bash")),
            (Shell::Zsh, format!("_{name}")),
            (Shell::Fish, format!("{name}.fish")),
        ] {
            let mut command = command.clone();
            write(&folder.join(file), |out| {
                clap_complete::generate(shell, &mut command, name, out);
                Ok(())
            })?;
        }
    }
    Ok(())
}

fn write(path: &Path, content: impl FnOnce(&mut dyn Write) -> io::Result<()>) -> io::Result<()> {
    let mut out = BufWriter::new(File::create(path)?);
    content(&mut out)?;
    out.flush()
}
