//! SSA value and block naming for printing, as mlir-opt names them.
//!
//! - Entry-block arguments are `%argN`, other values `%N`; a multi-result op
//!   takes one number (`%7:2`, used as `%7#1`). Blocks are `^bbN` by
//!   position in their region.
//! - In the custom form, ops implementing [`OpAsmOpInterface`](crate::definitions::interfaces::op_asm::OpAsmOpInterface) suggest
//!   names (`%c0`, `%cst`). A name is sanitized (bytes outside
//!   `[A-Za-z0-9$._-]` become `_` for a space, else their hex code; a
//!   leading digit or other invalid byte gets a `_` prefix) and made unique
//!   among the names visible from its region (those of enclosing regions,
//!   not of siblings) by appending `_K`, K from one conflict counter shared
//!   by all names. Entry-argument names `argN` take part in this. A named
//!   result `i > 0` starts a result group (`%low, %high`, `%sizes:2`).
//! - A region is numbered fully (block arguments, then each op's results,
//!   block by block) before any nested region. In the custom form every
//!   nested region starts from the counters (values, arguments, conflicts)
//!   its parent region ended with, so sibling regions reuse numbers. In the
//!   generic form the counters are never restored and regions come from a
//!   LIFO work list, so every value of the file gets a distinct number.
//!
//! Numbering is iterative (an explicit work list), never recursive. Unnamed
//! values cost no allocation: names live back to back in one string, and
//! the set of visible names is one hash table of indices into it with an
//! undo log per region scope. The `argN` names are not stored: the visible
//! ones are exactly `arg0` up to the current argument counter.

use std::fmt::Write as _;
use std::hash::BuildHasher as _;

use hashbrown::HashTable;
use rustc_hash::{FxBuildHasher, FxHashSet};

use crate::asm_hooks::printer_state::{Counters, NameSlot, SsaNames};
use crate::definitions::interfaces::op_asm::OpAsmOpInterfaceModel;
use crate::ir::{Block, IrView, Op, Region, Value, ValueOwner};

impl SsaNames {
    /// Names everything below `roots` (and the roots' results); interface
    /// names only in the custom form (`generic == false`).
    pub(crate) fn compute(ir: &IrView, roots: &[Op], generic: bool) -> SsaNames {
        SsaNames::compute_except(ir, roots, generic, None)
    }

    /// [`SsaNames::compute`], leaving out the regions of the ops of
    /// `skip` (numbered on their own, as parallel units).
    pub(crate) fn compute_except(
        ir: &IrView,
        roots: &[Op],
        generic: bool,
        skip: Option<&FxHashSet<Op>>,
    ) -> SsaNames {
        let mut n = Numberer {
            ir,
            generic,
            skip,
            names: SsaNames::default(),
            used: UsedNames::default(),
            scratch: String::new(),
            starts: Vec::new(),
        };
        n.run(roots);
        n.names
    }

    /// The name of a value.
    pub(crate) fn get(&self, v: Value) -> NameSlot {
        self.values
            .get(v.body.as_u32() as usize)
            .and_then(|b| b.get(v.id.as_u32() as usize))
            .copied()
            .unwrap_or(NameSlot::Unnamed)
    }

    /// The text of a [`NameSlot::Named`] name.
    pub(crate) fn text(&self, index: u32) -> &str {
        let (start, end) = self.spans[index as usize];
        &self.text[start as usize..end as usize]
    }

    /// The first result of each result group of `op` (starting with 0),
    /// when names split its results into several groups.
    pub(crate) fn result_groups(&self, op: Op) -> Option<&[u32]> {
        if self.groups.is_empty() {
            return None;
        }
        self.groups.get(&op).map(|g| &**g)
    }

    /// The group of result `index` of `op` as (first result, size), when
    /// `op` has several groups.
    pub(crate) fn result_group_of(
        &self,
        op: Op,
        index: u32,
        num_results: u32,
    ) -> Option<(u32, u32)> {
        let starts = self.result_groups(op)?;
        let k = starts.partition_point(|&s| s <= index).max(1);
        let first = starts[k - 1];
        let end = starts.get(k).copied().unwrap_or(num_results);
        Some((first, end - first))
    }

    /// The number of a block in its region.
    pub(crate) fn block(&self, b: Block) -> Option<u32> {
        self.blocks.get(&b).copied()
    }

    fn set(&mut self, ir: &IrView, v: Value, slot: NameSlot) {
        let b = v.body.as_u32() as usize;
        if self.values.len() <= b {
            self.values.resize_with(b + 1, Vec::new);
        }
        let per_body = &mut self.values[b];
        if per_body.is_empty() {
            per_body.resize(ir.body(v.body).num_values(), NameSlot::Unnamed);
        }
        if per_body.len() <= v.id.as_u32() as usize {
            per_body.resize(v.id.as_u32() as usize + 1, NameSlot::Unnamed);
        }
        per_body[v.id.as_u32() as usize] = slot;
    }

    /// Stores a name's text; returns its index.
    fn push_text(&mut self, s: &str) -> u32 {
        let start = self.text.len() as u32;
        self.text.push_str(s);
        self.spans.push((start, self.text.len() as u32));
        (self.spans.len() - 1) as u32
    }
}

/// A region waiting to be numbered.
struct Pending {
    region: Region,
    /// The op owning the region (asked for block argument names).
    owner: Op,
    /// Counters the region starts from (custom form).
    counters: Counters,
    /// Number of name scopes open in the parent region (custom form).
    depth: usize,
}

/// The state of one numbering run.
struct Numberer<'a> {
    ir: &'a IrView,
    generic: bool,
    /// Ops whose regions are not numbered.
    skip: Option<&'a FxHashSet<Op>>,
    names: SsaNames,
    used: UsedNames,
    /// Where a name is sanitized and probed (reused, so no allocation per name).
    scratch: String,
    /// Group starts of the op being named (reused).
    starts: Vec<u32>,
}

impl Numberer<'_> {
    fn run(&mut self, roots: &[Op]) {
        let ir = self.ir;
        // The roots' regions start from the counters as they were before
        // the roots' own results were numbered, as in mlir-opt.
        let start = Counters::default();
        self.used.enter();
        let mut shared = start;
        for &op in roots {
            self.number_op(op, &mut shared);
        }
        let mut work: Vec<Pending> = Vec::new();
        for &op in roots {
            for region in op.regions(ir) {
                let counters = if self.generic { shared } else { start };
                work.push(Pending { region, owner: op, counters, depth: 1 });
            }
        }
        if !self.generic {
            // Numbers do not depend on the order here; numbering the first
            // region first keeps block and name storage in print order.
            work.reverse();
        }
        while let Some(item) = work.pop() {
            let mut c = if self.generic { shared } else { item.counters };
            if !self.generic {
                self.used.leave_to(&self.names, item.depth);
                self.used.enter();
                if let Some(model) = item.owner.interface::<dyn OpAsmOpInterfaceModel>(ir) {
                    let region = item.region;
                    let mut set =
                        |v: Value, name: &str| self.name_block_arg(region, v, name, &mut c);
                    model.block_arg_names(item.owner, ir, region, &mut set);
                }
            }
            let depth = self.used.depth();
            let first_child = work.len();
            for (i, block) in item.region.blocks(ir).enumerate() {
                self.names.blocks.insert(block, i as u32);
                let entry = i == 0;
                for arg in block.args(ir) {
                    if self.names.get(arg) != NameSlot::Unnamed {
                        continue;
                    }
                    let slot = if entry {
                        self.entry_arg_slot(&mut c)
                    } else {
                        c.next_value += 1;
                        NameSlot::Num(c.next_value - 1)
                    };
                    self.names.set(ir, arg, slot);
                }
                for op in block.ops(ir) {
                    self.number_op(op, &mut c);
                    if self.skip.is_some_and(|skip| skip.contains(&op)) {
                        continue;
                    }
                    for region in op.regions(ir) {
                        work.push(Pending { region, owner: op, counters: c, depth });
                    }
                }
            }
            // Nested regions start from this region's final counters.
            for p in &mut work[first_child..] {
                p.counters = c;
            }
            if !self.generic {
                work[first_child..].reverse();
            }
            shared = c;
        }
    }

    /// Names the next entry-block argument `argN`, unless a name visible
    /// here already is `argN`.
    fn entry_arg_slot(&mut self, c: &mut Counters) -> NameSlot {
        let n = c.next_arg;
        if self.generic || self.used.arg_like == 0 {
            c.next_arg += 1;
            return NameSlot::Arg(n);
        }
        let mut buf = std::mem::take(&mut self.scratch);
        buf.clear();
        let _ = write!(buf, "arg{n}");
        let slot = if self.is_used(&buf, n) {
            NameSlot::Named(self.unique_sanitized(buf.clone(), c))
        } else {
            NameSlot::Arg(n)
        };
        self.scratch = buf;
        c.next_arg += 1;
        slot
    }

    /// Numbers an op's results, asking its interface for names first.
    fn number_op(&mut self, op: Op, c: &mut Counters) {
        let ir = self.ir;
        let num_results = op.num_results(ir);
        if num_results == 0 {
            return;
        }
        let mut starts = std::mem::take(&mut self.starts);
        starts.clear();
        // An isolated op whose body this view cannot read (a task on
        // another thread holds it) is not asked: its hook could read its
        // attributes.
        let readable = op.child_body(ir).is_none_or(|body| ir.has_body(body));
        if !self.generic
            && readable
            && let Some(model) = op.interface::<dyn OpAsmOpInterfaceModel>(ir)
        {
            let mut set = |v: Value, name: &str| {
                let ValueOwner::Result(owner, index) = v.owner(ir) else { return };
                if owner != op || self.names.get(v) != NameSlot::Unnamed {
                    return;
                }
                let slot = if name.is_empty() {
                    c.next_value += 1;
                    NameSlot::Num(c.next_value - 1)
                } else {
                    NameSlot::Named(self.unique(name, c))
                };
                self.names.set(ir, v, slot);
                if index != 0 {
                    starts.push(index);
                }
            };
            model.result_names(op, ir, &mut set);
        }
        let first = op.result(ir, 0);
        let mut head = self.names.get(first);
        if head == NameSlot::Unnamed {
            head = NameSlot::Num(c.next_value);
            c.next_value += 1;
            self.names.set(ir, first, head);
        }
        if starts.is_empty() {
            // One group: every result prints its use through result 0's name.
            for r in op.results(ir).skip(1) {
                self.names.set(ir, r, head);
            }
        } else {
            starts.push(0);
            starts.sort_unstable();
            for (k, &s) in starts.iter().enumerate() {
                let end = starts.get(k + 1).copied().unwrap_or(num_results as u32);
                let group_head = self.names.get(op.result(ir, s as usize));
                for i in s + 1..end {
                    self.names.set(ir, op.result(ir, i as usize), group_head);
                }
            }
            self.names.groups.insert(op, starts.as_slice().into());
        }
        self.starts = starts;
    }

    /// A block argument name asked for by the region's owner.
    fn name_block_arg(&mut self, region: Region, v: Value, name: &str, c: &mut Counters) {
        let ir = self.ir;
        let ValueOwner::BlockArg(block, _) = v.owner(ir) else { return };
        if block.region(ir) != Some(region) || self.names.get(v) != NameSlot::Unnamed {
            return;
        }
        let slot = if name.is_empty() {
            c.next_value += 1;
            NameSlot::Num(c.next_value - 1)
        } else {
            NameSlot::Named(self.unique(name, c))
        };
        self.names.set(ir, v, slot);
    }

    /// Sanitizes a requested name and makes it unique among the visible
    /// names; returns its index in the name table.
    fn unique(&mut self, requested: &str, c: &mut Counters) -> u32 {
        let mut buf = std::mem::take(&mut self.scratch);
        buf.clear();
        sanitize_into(requested, NAME_PUNCTUATION, &mut buf);
        self.unique_sanitized(buf, c)
    }

    /// Makes `buf` unique (probing `buf_K`, K from the conflict counter),
    /// records it as visible and returns its index; keeps `buf` as scratch.
    fn unique_sanitized(&mut self, mut buf: String, c: &mut Counters) -> u32 {
        if self.is_used(&buf, c.next_arg) {
            let base = buf.len();
            buf.push('_');
            loop {
                buf.truncate(base + 1);
                let _ = write!(buf, "{}", c.next_conflict);
                c.next_conflict += 1;
                if !self.is_used(&buf, c.next_arg) {
                    break;
                }
            }
        }
        let index = self.names.push_text(&buf);
        self.used.insert(&self.names, index, is_arg_like(&buf).is_some());
        self.scratch = buf;
        index
    }

    /// Whether `name` is visible: a stored name, or `argK` with K below
    /// the argument counter (the entry arguments of this region chain).
    fn is_used(&self, name: &str, next_arg: u32) -> bool {
        is_arg_like(name).is_some_and(|k| k < u64::from(next_arg))
            || self.used.contains(&self.names, name)
    }
}

/// The names visible from the region being numbered: every name stored
/// while numbering the enclosing regions and this one, removed again when
/// numbering leaves them.
#[derive(Default)]
struct UsedNames {
    /// Indices into the name table, hashed by their text.
    table: HashTable<u32>,
    /// Indices in insertion order; a scope is a suffix of it.
    log: Vec<u32>,
    /// Length of `log` when each open scope started.
    scopes: Vec<usize>,
    /// How many names in `table` have the form `argN` (when none, entry
    /// arguments need no lookup).
    arg_like: usize,
}

impl UsedNames {
    fn hash(s: &str) -> u64 {
        FxBuildHasher.hash_one(s)
    }

    fn contains(&self, names: &SsaNames, s: &str) -> bool {
        !self.table.is_empty() && self.table.find(Self::hash(s), |&i| names.text(i) == s).is_some()
    }

    fn insert(&mut self, names: &SsaNames, index: u32, arg_like: bool) {
        let hash = Self::hash(names.text(index));
        self.table.insert_unique(hash, index, |&i| Self::hash(names.text(i)));
        self.log.push(index);
        self.arg_like += usize::from(arg_like);
    }

    fn enter(&mut self) {
        self.scopes.push(self.log.len());
    }

    fn depth(&self) -> usize {
        self.scopes.len()
    }

    /// Closes scopes until `depth` remain, forgetting their names.
    fn leave_to(&mut self, names: &SsaNames, depth: usize) {
        while self.scopes.len() > depth {
            let mark = self.scopes.pop().unwrap_or(0);
            for index in self.log.drain(mark..) {
                let text = names.text(index);
                if let Ok(entry) = self.table.find_entry(Self::hash(text), |&i| i == index) {
                    entry.remove();
                }
                self.arg_like -= usize::from(is_arg_like(text).is_some());
            }
        }
    }
}

/// `K` when `name` is `argK` as the printer spells argument names (decimal,
/// no leading zero).
fn is_arg_like(name: &str) -> Option<u64> {
    let digits = name.strip_prefix("arg")?;
    let valid = !digits.is_empty()
        && digits.len() <= 10
        && digits.bytes().all(|b| b.is_ascii_digit())
        && (digits == "0" || !digits.starts_with('0'));
    if valid { digits.parse().ok() } else { None }
}

/// The punctuation SSA names keep (aliases keep [`ALIAS_PUNCTUATION`]).
pub(crate) const NAME_PUNCTUATION: &[u8] = b"$._-";

/// The punctuation alias names keep: no `.`.
pub(crate) const ALIAS_PUNCTUATION: &[u8] = b"$_-";

/// Whether `name` prints as it is (see [`sanitize_into`]).
pub(crate) fn is_sanitized(name: &str, punctuation: &[u8]) -> bool {
    let bytes = crate::support::text_bytes::to_bytes(name);
    bytes.first().is_some_and(|b| !b.is_ascii_digit())
        && bytes.iter().all(|b| b.is_ascii_alphanumeric() || punctuation.contains(b))
}

/// Appends `name` made printable after `%` (or `#`/`!` for an alias):
/// bytes other than ASCII letters, digits and `punctuation` become `_` (a
/// space) or their hex code (`#` → `23`); a name starting with a digit or
/// another invalid byte but a space gets a `_` prefix (`1abc` → `_1abc`,
/// `é` → `_C3A9`, ` a` → `_a`).
pub(crate) fn sanitize_into(name: &str, punctuation: &[u8], out: &mut String) {
    let valid = |b: u8| b.is_ascii_alphanumeric() || punctuation.contains(&b);
    // Names are text that may keep bytes (`text_bytes`): sanitized as the
    // bytes they stand for.
    let bytes = crate::support::text_bytes::to_bytes(name);
    let Some(&first) = bytes.first() else { return };
    if first.is_ascii_digit() || (!valid(first) && first != b' ') {
        out.push('_');
    }
    for &b in bytes.iter() {
        if valid(b) {
            out.push(char::from(b));
        } else if b == b' ' {
            out.push('_');
        } else {
            let _ = write!(out, "{b:X}");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sanitize(name: &str) -> String {
        let mut s = String::new();
        sanitize_into(name, NAME_PUNCTUATION, &mut s);
        s
    }

    /// Alias names keep no `.`; cases checked through mlir-opt 22's test
    /// dialect (`tests/dialect_aliases/`).
    #[test]
    fn alias_names_follow_mlir_opt() {
        let cases = [
            ("test.alias", "test2Ealias"),
            ("0_test_alias", "_0_test_alias"),
            ("test_alias0", "test_alias0"),
            ("a-b c", "a-b_c"),
            ("x$y_z", "x$y_z"),
            ("q\t\u{1}\u{10FFFF}", "q91FF"),
            ("é", "_C3A9"),
        ];
        for (input, expected) in cases {
            let mut s = String::new();
            sanitize_into(input, ALIAS_PUNCTUATION, &mut s);
            assert_eq!(s, expected, "{input:?}");
            assert_eq!(is_sanitized(input, ALIAS_PUNCTUATION), input == expected, "{input:?}");
        }
    }

    /// Cases checked with `mlir-opt-22 --mlir-use-nameloc-as-prefix`.
    #[test]
    fn sanitizing_follows_mlir_opt() {
        let cases = [
            ("x y", "x_y"),
            ("1abc", "_1abc"),
            ("a#b", "a23b"),
            ("a\nb", "aAb"),
            ("é", "_C3A9"),
            ("\u{10FFFF}a", "_FFa"),
            ("0", "_0"),
            ("$a", "$a"),
            ("-a", "-a"),
            (".a", ".a"),
            ("a\u{7f}b", "a7Fb"),
            ("\u{1}", "_1"),
            ("#a", "_23a"),
            ("\tx", "_9x"),
            ("  ", "__"),
            (" 1", "_1"),
            ("a:b", "a3Ab"),
            ("%a", "_25a"),
            ("c-1_i64", "c-1_i64"),
        ];
        for (input, expected) in cases {
            assert_eq!(sanitize(input), expected, "{input:?}");
        }
    }

    #[test]
    fn arg_like_names() {
        assert_eq!(is_arg_like("arg0"), Some(0));
        assert_eq!(is_arg_like("arg12"), Some(12));
        assert_eq!(is_arg_like("arg01"), None);
        assert_eq!(is_arg_like("arg"), None);
        assert_eq!(is_arg_like("arg1_0"), None);
        assert_eq!(is_arg_like("arg99999999999"), None);
    }

    /// A numberer over an empty IR, to exercise uniquing alone.
    fn with_numberer(f: impl FnOnce(&mut Numberer<'_>)) {
        let ctx = std::sync::Arc::new(crate::Context::new());
        let ir = crate::ir::Ir::new(ctx);
        let mut n = Numberer {
            ir: &ir,
            generic: false,
            skip: None,
            names: SsaNames::default(),
            used: UsedNames::default(),
            scratch: String::new(),
            starts: Vec::new(),
        };
        n.used.enter();
        f(&mut n);
    }

    fn name(n: &mut Numberer<'_>, requested: &str, c: &mut Counters) -> String {
        let index = n.unique(requested, c);
        n.names.text(index).to_owned()
    }

    /// The sequence `mlir-opt-22 --mlir-use-nameloc-as-prefix` gives for
    /// these requests, one per result.
    #[test]
    fn uniquing_shares_one_conflict_counter_and_probes() {
        with_numberer(|n| {
            let mut c = Counters::default();
            let requests =
                ["cst", "cst", "cst", "alloc", "alloc", "dim", "dim", "c_4", "c", "c", "c_4"];
            let got: Vec<String> = requests.iter().map(|r| name(n, r, &mut c)).collect();
            // `c_4` is taken by a request, so the second `c` probes on.
            let expected = [
                "cst", "cst_0", "cst_1", "alloc", "alloc_2", "dim", "dim_3", "c_4", "c", "c_5",
                "c_4_6",
            ];
            assert_eq!(got, expected);
            assert_eq!(c.next_conflict, 7);
        });
    }

    #[test]
    fn scopes_hide_siblings_and_keep_parents() {
        with_numberer(|n| {
            let mut c = Counters::default();
            assert_eq!(name(n, "x", &mut c), "x");
            let depth = n.used.depth();
            // A nested region sees `x`.
            n.used.enter();
            let mut inner = c;
            assert_eq!(name(n, "x", &mut inner), "x_0");
            assert_eq!(name(n, "y", &mut inner), "y");
            // Its sibling starts from the parent's counters and sees no `y`.
            n.used.leave_to(&n.names, depth);
            n.used.enter();
            let mut sibling = c;
            assert_eq!(name(n, "y", &mut sibling), "y");
            assert_eq!(name(n, "x", &mut sibling), "x_0");
            n.used.leave_to(&n.names, depth);
            assert_eq!(n.used.log.len(), 1);
        });
    }

    #[test]
    fn argument_names_take_part_in_uniquing() {
        with_numberer(|n| {
            let mut c = Counters::default();
            assert_eq!(n.entry_arg_slot(&mut c), NameSlot::Arg(0));
            // `arg0` is visible, `arg1` is not yet.
            assert_eq!(name(n, "arg0", &mut c), "arg0_0");
            assert_eq!(name(n, "arg1", &mut c), "arg1");
            // The next argument would be `arg1`: it is taken.
            let slot = n.entry_arg_slot(&mut c);
            let NameSlot::Named(i) = slot else { panic!("{slot:?}") };
            assert_eq!(n.names.text(i), "arg1_1");
            assert_eq!(n.entry_arg_slot(&mut c), NameSlot::Arg(2));
        });
    }
}
