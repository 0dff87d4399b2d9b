//! The tournament's table: 2 points for a win, 1 for a draw, 0 for a loss, and none for a
//! bye (with an odd number of children each has exactly one, so a bye changes nobody's
//! place). Children level on points are ordered by the points they took in the games among
//! themselves (head-to-head), then by the seeds they captured in all their games, then by
//! name (in the order of Unicode's code points), so that every place is decided.

use std::cmp::Ordering;
use std::collections::BTreeSet;

use oware_rules::Side;

pub const WIN: u32 = 2;
pub const DRAW: u32 = 1;
pub const BYE: u32 = 0;

/// A finished game: indexes into the players, the winner (none for a draw), the seeds each
/// side captured, South's first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Played {
    pub south: usize,
    pub north: usize,
    pub winner: Option<Side>,
    pub scores: [u32; 2],
}

impl Played {
    /// The points `player` took from this game, if they played in it.
    fn points_of(&self, player: usize) -> Option<u32> {
        let side = if player == self.south {
            Side::South
        } else if player == self.north {
            Side::North
        } else {
            return None;
        };
        Some(match self.winner {
            None => DRAW,
            Some(winner) if winner == side => WIN,
            Some(_) => 0,
        })
    }
}

/// One child's line of the table.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Line {
    /// From 1.
    pub place: usize,
    pub player: usize,
    pub name: String,
    pub points: u32,
    pub played: u32,
    pub won: u32,
    pub drawn: u32,
    pub lost: u32,
    pub byes: u32,
    /// The seeds captured in all their games.
    pub seeds: u32,
}

/// The table, first place first, from the games finished so far and the byes given so far
/// (a child's index once for each).
pub fn table(players: &[String], games: &[Played], byes: &[usize]) -> Vec<Line> {
    let mut lines: Vec<Line> = players
        .iter()
        .enumerate()
        .map(|(player, name)| Line {
            player,
            name: name.clone(),
            ..Line::default()
        })
        .collect();
    for game in games {
        for (player, side) in [(game.south, Side::South), (game.north, Side::North)] {
            let (Some(line), Some(points)) = (lines.get_mut(player), game.points_of(player)) else {
                continue;
            };
            line.played += 1;
            line.points += points;
            line.seeds += game.scores[side.index()];
            match points {
                WIN => line.won += 1,
                DRAW => line.drawn += 1,
                _ => line.lost += 1,
            }
        }
    }
    for &bye in byes {
        if let Some(line) = lines.get_mut(bye) {
            line.byes += 1;
            line.points += BYE;
        }
    }
    // Head-to-head counts among the children level on points with each other.
    let head_to_head = |line: &Line| -> u32 {
        let level: BTreeSet<usize> = lines
            .iter()
            .filter(|other| other.points == line.points)
            .map(|other| other.player)
            .collect();
        games
            .iter()
            .filter(|game| level.contains(&game.south) && level.contains(&game.north))
            .filter_map(|game| game.points_of(line.player))
            .sum()
    };
    let keys: Vec<u32> = lines.iter().map(head_to_head).collect();
    lines.sort_by(|a, b| order(a, keys[a.player], b, keys[b.player]));
    for (index, line) in lines.iter_mut().enumerate() {
        line.place = index + 1;
    }
    lines
}

fn order(a: &Line, a_head: u32, b: &Line, b_head: u32) -> Ordering {
    b.points
        .cmp(&a.points)
        .then(b_head.cmp(&a_head))
        .then(b.seeds.cmp(&a.seeds))
        .then(a.name.cmp(&b.name))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(list: &[&str]) -> Vec<String> {
        list.iter().map(|name| name.to_string()).collect()
    }

    fn game(south: usize, north: usize, winner: Option<Side>, scores: [u32; 2]) -> Played {
        Played {
            south,
            north,
            winner,
            scores,
        }
    }

    fn order_of(lines: &[Line]) -> Vec<&str> {
        lines.iter().map(|line| line.name.as_str()).collect()
    }

    #[test]
    fn a_win_is_two_points_a_draw_one_a_loss_and_a_bye_none() {
        let players = names(&["Ama", "Kofi", "Esi"]);
        let games = [
            game(0, 1, Some(Side::South), [30, 18]),
            game(1, 2, None, [24, 24]),
        ];
        let lines = table(&players, &games, &[2, 0]);
        // Kofi and Esi drew each other: Kofi captured more seeds in all.
        assert_eq!(order_of(&lines), ["Ama", "Kofi", "Esi"]);
        let ama = &lines[0];
        assert_eq!(
            (ama.place, ama.points, ama.played, ama.won, ama.byes, ama.seeds),
            (1, 2, 1, 1, 1, 30)
        );
        let esi = &lines[2];
        assert_eq!((esi.points, esi.drawn, esi.byes, esi.seeds), (1, 1, 1, 24));
        let kofi = &lines[1];
        assert_eq!(
            (kofi.points, kofi.won, kofi.drawn, kofi.lost, kofi.seeds),
            (1, 0, 1, 1, 42)
        );
        assert_eq!(lines.iter().map(|line| line.points).sum::<u32>(), 4);
    }

    #[test]
    fn level_points_go_to_head_to_head_before_seeds() {
        // Kofi and Zoé have 2 points each; Kofi captured fewer seeds but beat Zoé.
        let players = names(&["Zoé", "Kofi", "Ama"]);
        let games = [
            game(1, 0, Some(Side::South), [25, 23]),
            game(0, 2, Some(Side::South), [40, 8]),
            game(2, 1, Some(Side::South), [30, 18]),
        ];
        let lines = table(&players, &games, &[]);
        // All three are level on 2 points, and level head-to-head: seeds decide.
        assert_eq!(order_of(&lines), ["Zoé", "Kofi", "Ama"]);
        let without_the_third = table(&players, &games[..2], &[]);
        // Kofi (2) and Zoé (2) level; Kofi beat Zoé, though Zoé captured more.
        assert_eq!(order_of(&without_the_third), ["Kofi", "Zoé", "Ama"]);
        assert!(without_the_third[1].seeds > without_the_third[0].seeds);
    }

    #[test]
    fn seeds_then_names_decide_what_head_to_head_does_not() {
        let players = names(&["Kofi", "Ama", "Esi", "Yaw"]);
        // Two draws between different pairs: all four on 1 point, none head-to-head apart
        // within their level group except by the draws themselves.
        let games = [game(0, 1, None, [20, 20]), game(2, 3, None, [24, 24])];
        let lines = table(&players, &games, &[]);
        assert_eq!(order_of(&lines), ["Esi", "Yaw", "Ama", "Kofi"]);
        assert_eq!(
            lines.iter().map(|line| line.place).collect::<Vec<_>>(),
            [1, 2, 3, 4]
        );
    }

    #[test]
    fn nobody_played_yet_orders_by_name() {
        let lines = table(&names(&["Zoé", "Ama"]), &[], &[]);
        assert_eq!(order_of(&lines), ["Ama", "Zoé"]);
        assert!(lines.iter().all(|line| line.points == 0));
    }
}
