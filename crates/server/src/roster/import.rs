//! The teacher's CSV of names and groups: `name,group` a line (a third column, the picture
//! code as three digits 1–9, is optional), a first line `name,group` skipped, commas or
//! semicolons (what a spreadsheet in a French or Croatian locale saves), quotes as RFC 4180
//! has them. A row that cannot be read refuses the whole file with its line number: nothing
//! is half-imported.

use oware_protocol::PictureCode;

use super::{clean_name, RosterError};

/// The longest file read, and the most children in it.
pub const MAX_BYTES: usize = 64 * 1024;
pub const MAX_ROWS: usize = 500;

/// The cells of one line, quotes undone.
fn cells(line: &str, separator: char) -> Option<Vec<String>> {
    let mut cells = Vec::new();
    let mut cell = String::new();
    let mut chars = line.chars().peekable();
    let mut quoted = false;
    let mut started = true;
    while let Some(c) = chars.next() {
        if quoted {
            if c == '"' {
                if chars.peek() == Some(&'"') {
                    cell.push('"');
                    chars.next();
                } else {
                    quoted = false;
                }
            } else {
                cell.push(c);
            }
        } else if c == '"' && started && cell.trim().is_empty() {
            cell.clear();
            quoted = true;
        } else if c == separator {
            cells.push(std::mem::take(&mut cell));
            started = true;
            continue;
        } else {
            cell.push(c);
        }
        started = false;
    }
    if quoted {
        return None;
    }
    cells.push(cell);
    Some(cells)
}

/// The children of a CSV file: `(name, group, code)`.
pub fn read(text: &str) -> Result<Vec<(String, String, Option<PictureCode>)>, RosterError> {
    let bad = |line: usize, reason: &'static str| RosterError::Import { line, reason };
    if text.len() > MAX_BYTES {
        return Err(bad(0, "file-too-long"));
    }
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let separator = match text.lines().next() {
        Some(first) if first.contains(';') && !first.contains(',') => ';',
        _ => ',',
    };
    let mut children = Vec::new();
    for (index, line) in text.lines().enumerate() {
        let number = index + 1;
        if line.trim().is_empty() {
            continue;
        }
        let cells = cells(line, separator).ok_or(bad(number, "quote"))?;
        let cells: Vec<&str> = cells.iter().map(|cell| cell.trim()).collect();
        if number == 1
            && cells
                .first()
                .is_some_and(|c| c.eq_ignore_ascii_case("name"))
        {
            continue;
        }
        let (name, group, code) = match cells.as_slice() {
            [name, group] => (name, group, None),
            [name, group, ""] => (name, group, None),
            [name, group, code] => (
                name,
                group,
                Some(PictureCode::from_digits(code).ok_or(bad(number, "code"))?),
            ),
            _ => return Err(bad(number, "columns")),
        };
        let name = clean_name(name).map_err(|_| bad(number, "name"))?;
        let group = clean_name(group).map_err(|_| bad(number, "group"))?;
        if children.len() >= MAX_ROWS {
            return Err(bad(number, "too-many"));
        }
        children.push((name, group, code));
    }
    if children.is_empty() {
        return Err(bad(1, "empty"));
    }
    Ok(children)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_with_apostrophes_quotes_and_cyrillic_are_read_as_typed() {
        let text = "\u{feff}name,group\nSeán O'Brien,Blue\n\"Smith, Jo\",Red,427\nЉубица Петровска,Црвена\n";
        let children = read(text).expect("good file");
        assert_eq!(children.len(), 3);
        assert_eq!(children[0].0, "Seán O'Brien");
        assert_eq!(
            children[1],
            (
                "Smith, Jo".into(),
                "Red".into(),
                Some(PictureCode([4, 2, 7]))
            )
        );
        assert_eq!(children[2].1, "Црвена");
    }

    #[test]
    fn semicolons_are_read_as_a_spreadsheet_saves_them() {
        let children = read("Ana;Plavi\nIvo;Plavi\n").expect("good file");
        assert_eq!(children[1], ("Ivo".into(), "Plavi".into(), None));
    }

    #[test]
    fn a_bad_row_is_refused_with_its_line_number() {
        let refused = |text: &str| match read(text) {
            Err(RosterError::Import { line, reason }) => (line, reason),
            other => panic!("{other:?}"),
        };
        assert_eq!(refused("name,group\nAna,Blue\nIvo\n"), (3, "columns"));
        assert_eq!(refused("Ana,Blue\n,Blue\n"), (2, "name"));
        assert_eq!(refused("Ana,Blue,4207\n"), (1, "code"));
        assert_eq!(refused("Ana,Blue\n\"Ivo,Blue\n"), (2, "quote"));
        assert_eq!(refused("Ana,\u{7}Blue\n"), (1, "group"));
        assert_eq!(refused("\n\n"), (1, "empty"));
    }
}
