//! "Did you mean": the known name closest to a misspelt one (`$rsh` →
//! `rhs`, `verfy` → `verify`), offered only when one candidate is clearly
//! close, so a wrong guess does not send the user elsewhere.

/// The edit distance (insertions, deletions, substitutions, and swaps of
/// two neighbours, the commonest typo) between `a` and `b`.
fn distance(a: &str, b: &str) -> usize {
    let (a, b): (Vec<char>, Vec<char>) = (a.chars().collect(), b.chars().collect());
    // Three rows of the classic table: the swap looks two rows back.
    let mut before: Vec<usize> = vec![0; b.len() + 1];
    let mut previous: Vec<usize> = (0..=b.len()).collect();
    for i in 1..=a.len() {
        let mut row = vec![i; b.len() + 1];
        for j in 1..=b.len() {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            row[j] = (previous[j] + 1).min(row[j - 1] + 1).min(previous[j - 1] + cost);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                row[j] = row[j].min(before[j - 2] + 1);
            }
        }
        before = std::mem::replace(&mut previous, row);
    }
    previous[b.len()]
}

/// The candidate closest to `name`, when it is within a third of the
/// name's length (at least one edit) and no other candidate is as close.
pub(crate) fn closest<'a>(
    name: &str,
    candidates: impl IntoIterator<Item = &'a str>,
) -> Option<&'a str> {
    closest_within(name, candidates, (name.chars().count() / 3).max(1))
}

/// The candidate closest to `name` within `limit` edits, when no other
/// candidate is as close.
pub(crate) fn closest_within<'a>(
    name: &str,
    candidates: impl IntoIterator<Item = &'a str>,
    limit: usize,
) -> Option<&'a str> {
    let mut best: Option<(&str, usize)> = None;
    let mut tie = false;
    for candidate in candidates {
        let d = distance(name, candidate);
        if d == 0 || d > limit {
            continue;
        }
        match best {
            Some((_, b)) if d > b => {}
            Some((_, b)) if d == b => tie = true,
            _ => {
                best = Some((candidate, d));
                tie = false;
            }
        }
    }
    best.filter(|_| !tie).map(|(c, _)| c)
}

/// `" (did you mean `x`?)"` after a message, or nothing.
pub(crate) fn did_you_mean<'a>(
    name: &str,
    candidates: impl IntoIterator<Item = &'a str>,
) -> String {
    closest(name, candidates).map_or_else(String::new, |c| format!(" (did you mean `{c}`?)"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn close_names_only() {
        assert_eq!(closest("rsh", ["lhs", "rhs"]), Some("rhs"));
        assert_eq!(closest("verfy", ["verify", "fold"]), Some("verify"));
        assert_eq!(closest("lsh", ["lhs", "sum"]), Some("lhs"));
        assert_eq!(closest("nope", ["lhs", "rhs"]), None);
        // Two candidates as close: no guess.
        assert_eq!(closest("ab", ["aa", "bb"]), None);
        assert_eq!(did_you_mean("fodl", ["fold"]), " (did you mean `fold`?)");
    }
}
