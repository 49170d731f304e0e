//! Compile-time checks across definitions. A macro sees one item, but some
//! mistakes are only visible from two: an op naming a dialect that does not
//! list it, two ops of one dialect with one name, an enum attribute its
//! dialect does not register. Each definition exposes what the others need
//! as constants (`Dialect::OP_NAMES`, `Dialect::ATTR_MNEMONICS`,
//! `OpNameConst::NAME`; `OpType::DEFINED_AT` and
//! `Dialect::OP_DEFINITIONS`, by which an op finds itself in its
//! dialect's list), and the generated code compares them in `const`
//! items placed at the span of the mistaken token, so a failure is a
//! compile error there whose message the macro wrote. These functions are
//! what those `const` items call.
//!
//! Two ops with one name are reported by the later op at its `name`: it finds
//! itself in its dialect's list by where it is defined (`OpType::DEFINED_AT`).
//! Messages are assembled at compile time.

/// Whether two strings are equal (`==` on `str` is not `const`).
pub const fn str_eq(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

/// Whether `list` holds `name`; `true` when the list is not known (a
/// dialect implemented by hand exposes none, and is not checked).
pub const fn lists(list: Option<&[&str]>, name: &str) -> bool {
    let Some(list) = list else { return true };
    let mut i = 0;
    while i < list.len() {
        if str_eq(list[i], name) {
            return true;
        }
        i += 1;
    }
    false
}

/// Whether op name `name` is in dialect `namespace` (`arith.addi` in
/// `arith`); an empty name, which a definition with errors exposes, is in
/// every dialect.
pub const fn in_namespace(name: &str, namespace: &str) -> bool {
    let (n, d) = (name.as_bytes(), namespace.as_bytes());
    if n.is_empty() {
        return true;
    }
    if n.len() <= d.len() || n[d.len()] != b'.' {
        return false;
    }
    let mut i = 0;
    while i < d.len() {
        if n[i] != d[i] {
            return false;
        }
        i += 1;
    }
    true
}

/// The first index before `i` whose name equals `names[i]`, if any (an
/// empty name, which a definition with errors exposes, repeats nothing).
pub const fn earlier_duplicate(names: &[&str], i: usize) -> Option<usize> {
    if names[i].is_empty() {
        return None;
    }
    let mut j = 0;
    while j < i {
        if str_eq(names[j], names[i]) {
            return Some(j);
        }
        j += 1;
    }
    None
}

/// The op listed before the op defined at `site` with its name, if any:
/// its index in `names` (a dialect's `OP_NAMES`, `None` for a dialect
/// implemented by hand) and `sites` (its `OP_DEFINITIONS`, in the same
/// order). `None` too when `site` is not listed or is empty.
pub const fn earlier_duplicate_of(
    names: Option<&[&str]>,
    sites: &[&str],
    site: &str,
) -> Option<usize> {
    let Some(names) = names else { return None };
    if site.is_empty() || names.len() != sites.len() {
        return None;
    }
    let mut i = 0;
    while i < sites.len() {
        if str_eq(sites[i], site) {
            return earlier_duplicate(names, i);
        }
        i += 1;
    }
    None
}

/// The last segment of a path (`Add` of `module::Add`).
pub const fn path_tail(path: &str) -> &str {
    let bytes = path.as_bytes();
    let mut start = bytes.len();
    while start > 0 && bytes[start - 1] != b':' {
        start -= 1;
    }
    match std::str::from_utf8(bytes.split_at(start).1) {
        Ok(tail) => tail,
        Err(_) => path,
    }
}

/// A message assembled at compile time from pieces, so that a failing
/// check can name what only the constants know (`const` panics take one
/// `&str`, not a format). Longer messages are cut at the capacity.
pub struct ConstMessage {
    bytes: [u8; ConstMessage::CAPACITY],
    len: usize,
}

impl ConstMessage {
    /// The most bytes a message holds.
    pub const CAPACITY: usize = 512;

    /// The pieces, concatenated.
    pub const fn new(pieces: &[&str]) -> ConstMessage {
        ConstMessage { bytes: [0u8; ConstMessage::CAPACITY], len: 0 }.push(pieces)
    }

    /// The message with `pieces` appended (bytes past the capacity are
    /// dropped).
    pub const fn push(mut self, pieces: &[&str]) -> ConstMessage {
        let mut i = 0;
        while i < pieces.len() {
            let piece = pieces[i].as_bytes();
            let mut j = 0;
            while j < piece.len() && self.len < ConstMessage::CAPACITY {
                self.bytes[self.len] = piece[j];
                self.len += 1;
                j += 1;
            }
            i += 1;
        }
        self
    }

    /// The message (a cut inside a UTF-8 sequence drops its start).
    pub const fn as_str(&self) -> &str {
        let bytes = self.bytes.split_at(self.len).0;
        match std::str::from_utf8(bytes) {
            Ok(s) => s,
            Err(e) => match std::str::from_utf8(bytes.split_at(e.valid_up_to()).0) {
                Ok(s) => s,
                Err(_) => "",
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lists_and_duplicates() {
        assert!(lists(None, "d.x"));
        assert!(lists(Some(&["d.a", "d.x"]), "d.x"));
        assert!(!lists(Some(&["d.a"]), "d.x"));
        assert_eq!(earlier_duplicate(&["d.a", "d.b", "d.a"], 2), Some(0));
        assert_eq!(earlier_duplicate(&["d.a", "d.b", "d.a"], 1), None);
        assert_eq!(earlier_duplicate(&["", ""], 1), None);
        let sites = ["m::AddOp", "m::SubOp", "m::PlusOp"];
        let names = Some(&["d.add", "d.sub", "d.add"][..]);
        assert_eq!(earlier_duplicate_of(names, &sites, "m::PlusOp"), Some(0));
        assert_eq!(earlier_duplicate_of(names, &sites, "m::AddOp"), None);
        assert_eq!(earlier_duplicate_of(names, &sites, "m::Other"), None);
        assert_eq!(earlier_duplicate_of(None, &sites, "m::PlusOp"), None);
        assert_eq!(earlier_duplicate_of(names, &[], "m::PlusOp"), None);
        assert_eq!((path_tail("m::n::PlusOp"), path_tail("PlusOp")), ("PlusOp", "PlusOp"));
        assert!(in_namespace("d.add", "d") && in_namespace("", "d"));
        assert!(
            !in_namespace("dx.add", "d") && !in_namespace("e.add", "d") && !in_namespace("d", "d")
        );
    }

    #[test]
    fn messages() {
        assert_eq!(ConstMessage::new(&["`a`", " and ", "`b`"]).as_str(), "`a` and `b`");
        let long = "é".repeat(300);
        let cut = ConstMessage::new(&[&long]);
        assert!(cut.as_str().len() <= ConstMessage::CAPACITY && !cut.as_str().is_empty());
    }
}
