//! Glicko-2 ratings, exactly as in Mark Glickman's "Example of the Glicko-2 system"
//! (Boston University, 2022), for children and puzzles alike.

/// The system constant τ, which limits how fast the volatility changes; Glickman's
/// example uses 0.5, inside his advised range of 0.3 to 1.2.
pub const TAU: f64 = 0.5;

/// Glicko-2's scale factor between the Glicko scale and its own.
const SCALE: f64 = 173.7178;

/// How close the volatility iteration must come (Glickman's ε).
const EPSILON: f64 = 0.000_001;

/// [`rate`] never lets a deviation fall below this: one attempt at a time, the deviations
/// of a child and of a much-tried puzzle would otherwise shrink until the ratings no
/// longer follow a child who learns.
pub const MIN_DEVIATION: f64 = 45.0;

/// Nor rise above this, the deviation of someone never rated.
pub const MAX_DEVIATION: f64 = 350.0;

/// A rating, its deviation and its volatility, on the Glicko scale (1500 at the start).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Glicko {
    /// The rating.
    pub rating: f64,
    /// The rating deviation: how unsure the rating is.
    pub deviation: f64,
    /// The volatility: how much the strength is expected to change.
    pub volatility: f64,
}

impl Default for Glicko {
    /// A child or a puzzle never rated: 1500, deviation 350, volatility 0.06.
    fn default() -> Glicko {
        Glicko::new(1500.0, MAX_DEVIATION)
    }
}

impl Glicko {
    /// A rating with the given deviation and the usual starting volatility, 0.06.
    pub fn new(rating: f64, deviation: f64) -> Glicko {
        Glicko {
            rating,
            deviation,
            volatility: 0.06,
        }
    }

    fn mu(self) -> f64 {
        (self.rating - 1500.0) / SCALE
    }

    fn phi(self) -> f64 {
        self.deviation / SCALE
    }
}

/// Glickman's g(φ): how much an opponent's uncertainty damps the result.
fn g(phi: f64) -> f64 {
    1.0 / (1.0 + 3.0 * phi * phi / (std::f64::consts::PI * std::f64::consts::PI)).sqrt()
}

/// The expected score against an opponent at `mu_j` with deviation `phi_j`.
fn expected(mu: f64, mu_j: f64, phi_j: f64) -> f64 {
    1.0 / (1.0 + (-g(phi_j) * (mu - mu_j)).exp())
}

/// One rating period of Glicko-2 for `player` against `games` (each opponent and the
/// player's score: 1 a win, 0.5 a draw, 0 a loss). With no games only the deviation grows.
/// Step by step as in Glickman's paper, τ = [`TAU`]; no bounds on the deviation.
pub fn update(player: Glicko, games: &[(Glicko, f64)]) -> Glicko {
    let period = period(player, games);
    Glicko {
        rating: period.mu * SCALE + 1500.0,
        deviation: period.phi * SCALE,
        volatility: period.sigma,
    }
}

/// One rating period on Glicko-2's own scale, with the paper's intermediate quantities.
#[derive(Clone, Copy, Debug)]
struct Period {
    /// The estimated variance v (infinite without games).
    #[cfg_attr(
        not(test),
        allow(dead_code, reason = "checked against the paper by the tests")
    )]
    v: f64,
    /// The estimated improvement Δ.
    #[cfg_attr(
        not(test),
        allow(dead_code, reason = "checked against the paper by the tests")
    )]
    delta: f64,
    /// The new μ′, φ′ and σ′.
    mu: f64,
    phi: f64,
    sigma: f64,
}

fn period(player: Glicko, games: &[(Glicko, f64)]) -> Period {
    let mu = player.mu();
    let phi = player.phi();
    let sigma = player.volatility;
    if games.is_empty() {
        return Period {
            v: f64::INFINITY,
            delta: 0.0,
            mu,
            phi: (phi * phi + sigma * sigma).sqrt(),
            sigma,
        };
    }
    // Steps 3 and 4: the estimated variance and the estimated improvement.
    let mut inverse_v = 0.0;
    let mut sum = 0.0;
    for &(opponent, score) in games {
        let g_j = g(opponent.phi());
        let e = expected(mu, opponent.mu(), opponent.phi());
        inverse_v += g_j * g_j * e * (1.0 - e);
        sum += g_j * (score - e);
    }
    let v = 1.0 / inverse_v;
    let delta = v * sum;
    // Step 5: the new volatility, by the Illinois algorithm.
    let sigma = new_volatility(phi, sigma, v, delta);
    // Steps 6 to 8.
    let phi_star = (phi * phi + sigma * sigma).sqrt();
    let phi = 1.0 / (1.0 / (phi_star * phi_star) + 1.0 / v).sqrt();
    Period {
        v,
        delta,
        mu: mu + phi * phi * sum,
        phi,
        sigma,
    }
}

/// Step 5 of the paper: the root of f(x) = 0 by the Illinois algorithm, x = ln σ'².
fn new_volatility(phi: f64, sigma: f64, v: f64, delta: f64) -> f64 {
    let a = (sigma * sigma).ln();
    let f = |x: f64| {
        let ex = x.exp();
        let denominator = phi * phi + v + ex;
        ex * (delta * delta - phi * phi - v - ex) / (2.0 * denominator * denominator)
            - (x - a) / (TAU * TAU)
    };
    let mut big_a = a;
    let mut big_b = if delta * delta > phi * phi + v {
        (delta * delta - phi * phi - v).ln()
    } else {
        let mut k = 1.0;
        while f(a - k * TAU) < 0.0 {
            k += 1.0;
        }
        a - k * TAU
    };
    let mut f_a = f(big_a);
    let mut f_b = f(big_b);
    // The root is bracketed and the interval at least halves every other step; the bound
    // only guards against a NaN from absurd input.
    for _ in 0..200 {
        if (big_b - big_a).abs() <= EPSILON {
            break;
        }
        let big_c = big_a + (big_a - big_b) * f_a / (f_b - f_a);
        let f_c = f(big_c);
        if f_c * f_b <= 0.0 {
            big_a = big_b;
            f_a = f_b;
        } else {
            f_a /= 2.0;
        }
        big_b = big_c;
        f_b = f_c;
    }
    (big_a / 2.0).exp()
}

/// One attempt at a puzzle as a rating period for both: the player scored `score` (see
/// [`crate::Attempt::score`]: 1 solved on the first try, less with help, 0 missed) and the
/// puzzle `1 - score`. Both deviations stay between [`MIN_DEVIATION`] and
/// [`MAX_DEVIATION`]. Returns the player's new rating, then the puzzle's.
pub fn rate(player: Glicko, puzzle: Glicko, score: f64) -> (Glicko, Glicko) {
    let score = if score.is_finite() {
        score.clamp(0.0, 1.0)
    } else {
        0.0
    };
    let bounded = |rating: Glicko| Glicko {
        deviation: rating.deviation.clamp(MIN_DEVIATION, MAX_DEVIATION),
        ..rating
    };
    (
        bounded(update(player, &[(puzzle, score)])),
        bounded(update(puzzle, &[(player, 1.0 - score)])),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The paper's example: a player at 1500/200/0.06 beats a 1400/30, loses to a 1550/100
    /// and to a 1700/300. The paper works on rounded intermediate values: v = 1.7785,
    /// Δ = −0.4834, σ′ = 0.05999, φ′ = 0.8722, μ′ = −0.2069, hence 1464.06 and 151.52.
    /// Unrounded, the same steps give v = 1.7790 and 1464.05 and 151.52: the paper's
    /// figures within its own rounding, and its σ′, φ′ and μ′ to every digit it prints.
    #[test]
    fn glickmans_example_to_the_papers_digits() {
        let player = Glicko::new(1500.0, 200.0);
        let games = [
            (Glicko::new(1400.0, 30.0), 1.0),
            (Glicko::new(1550.0, 100.0), 0.0),
            (Glicko::new(1700.0, 300.0), 0.0),
        ];
        let steps = period(player, &games);
        // v and Δ depend most on the paper's rounding of g and E to three or four digits.
        assert!((steps.v - 1.7785).abs() < 0.001, "{}", steps.v);
        assert!((steps.delta - -0.4834).abs() < 0.001, "{}", steps.delta);
        // The paper cuts σ′ = 0.0599959… after five digits.
        assert!(
            format!("{:.8}", steps.sigma).starts_with("0.05999"),
            "{}",
            steps.sigma
        );
        assert_eq!(format!("{:.4}", steps.phi), "0.8722");
        assert_eq!(format!("{:.4}", steps.mu), "-0.2069");
        // The paper's conversion of its rounded μ′ and φ′.
        assert_eq!(format!("{:.2}", -0.2069 * SCALE + 1500.0), "1464.06");
        assert_eq!(format!("{:.2}", 0.8722 * SCALE), "151.52");
        let after = update(player, &games);
        assert!((after.rating - 1464.06).abs() < 0.01, "{}", after.rating);
        assert!(
            (after.deviation - 151.52).abs() < 0.01,
            "{}",
            after.deviation
        );
        assert_eq!(after.volatility, steps.sigma);
    }

    #[test]
    fn a_period_without_games_only_widens_the_deviation() {
        let player = Glicko::new(1500.0, 200.0);
        let after = update(player, &[]);
        assert_eq!(after.rating, 1500.0);
        assert_eq!(after.volatility, 0.06);
        // φ* = sqrt(φ² + σ²), back on the Glicko scale: 200.27…
        assert_eq!(format!("{:.2}", after.deviation), "200.27");
    }

    #[test]
    fn a_solve_raises_the_child_and_lowers_the_puzzle_and_help_counts_less() {
        let child = Glicko::default();
        let puzzle = Glicko::new(1500.0, 100.0);
        let (clean, easier) = rate(child, puzzle, 1.0);
        let (helped, _) = rate(child, puzzle, 0.5);
        let (missed, harder) = rate(child, puzzle, 0.0);
        assert!(clean.rating > helped.rating && helped.rating > missed.rating);
        assert!(missed.rating < 1500.0 && clean.rating > 1500.0);
        assert!(easier.rating < 1500.0 && harder.rating > 1500.0);
        // The more certain puzzle moves less than the unknown child.
        assert!(clean.rating - 1500.0 > 1500.0 - easier.rating);
    }

    #[test]
    fn deviations_stay_inside_their_bounds() {
        let puzzle = Glicko::new(1500.0, 100.0);
        let (sure, _) = rate(Glicko::new(1500.0, 20.0), puzzle, 1.0);
        assert_eq!(sure.deviation, MIN_DEVIATION);
        let (unsure, _) = rate(Glicko::new(1500.0, 5000.0), puzzle, 1.0);
        assert_eq!(unsure.deviation, MAX_DEVIATION);
        // Positive control: a deviation inside the bounds is left as Glicko-2 makes it.
        let (inside, _) = rate(Glicko::new(1500.0, 200.0), puzzle, 1.0);
        assert_eq!(
            inside.deviation,
            update(Glicko::new(1500.0, 200.0), &[(puzzle, 1.0)]).deviation
        );
        assert!(inside.deviation > MIN_DEVIATION && inside.deviation < MAX_DEVIATION);
        let (nan_child, _) = rate(Glicko::default(), puzzle, f64::NAN);
        assert!(nan_child.rating.is_finite());
    }
}
