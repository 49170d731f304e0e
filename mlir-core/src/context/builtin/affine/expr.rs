//! Affine expressions: the value type, its cached per-node facts, and the
//! structural equality, hashing and destruction that stay iterative however
//! deep an expression gets.
//!
//! An [`AffineExpr`] is an immutable tree behind an [`Arc`]: cloning is a
//! reference-count bump and sub-expressions are shared freely. MLIR uniques
//! expressions in its context so equality is pointer identity; here equality
//! is structural, which is the same relation, made cheap by a structural hash
//! cached in every node (unequal hashes answer `false` at once) and by a
//! pointer-identity shortcut for shared sub-trees.
//!
//! Every node also caches the facts MLIR recomputes recursively during
//! simplification (largest known divisor, "symbolic or constant", "pure
//! affine"), so that simplifying a node never has to walk its operands.

use std::fmt;
use std::hash::{Hash, Hasher};
use std::ops;
use std::sync::Arc;

use smallvec::SmallVec;

/// The binary operators of affine expressions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AffineBinaryOp {
    /// `lhs + rhs`.
    Add,
    /// `lhs * rhs`; one side must be symbolic or constant.
    Mul,
    /// `lhs floordiv rhs`: division rounding toward negative infinity.
    FloorDiv,
    /// `lhs ceildiv rhs`: division rounding toward positive infinity.
    CeilDiv,
    /// `lhs mod rhs`: the non-negative remainder.
    Mod,
}

impl AffineBinaryOp {
    /// The operator as written in the textual form (`+`, `*`, `floordiv`,
    /// `ceildiv`, `mod`).
    pub fn spelling(self) -> &'static str {
        match self {
            AffineBinaryOp::Add => "+",
            AffineBinaryOp::Mul => "*",
            AffineBinaryOp::FloorDiv => "floordiv",
            AffineBinaryOp::CeilDiv => "ceildiv",
            AffineBinaryOp::Mod => "mod",
        }
    }
}

/// An affine expression over dimensions `d<i>`, symbols `s<i>` and 64-bit
/// constants, combined with [`AffineBinaryOp`]s.
///
/// Values built through [`AffineExpr::binary`], the operator overloads
/// (`+`, `-`, `*`, unary `-`, `%` for `mod`) and [`AffineExpr::floor_div`] /
/// [`AffineExpr::ceil_div`] / [`AffineExpr::modulo`] are simplified exactly as
/// MLIR simplifies them at construction time, so they print like `mlir-opt`.
///
/// Equality and hashing are structural; cloning is O(1); dropping, comparing,
/// hashing and printing never recurse, so arbitrarily deep expressions are
/// safe.
#[derive(Clone)]
pub struct AffineExpr(Arc<Node>);

/// One node of an expression tree plus the facts cached about it.
pub(super) struct Node {
    kind: NodeKind,
    /// Structural hash of the whole sub-tree.
    hash: u64,
    /// MLIR's "largest known divisor", with its exact (wrapping) arithmetic.
    divisor: i64,
    /// No dimension occurs in the sub-tree.
    symbolic: bool,
    /// Multiplication, division and modulo only by constants.
    pure: bool,
}

enum NodeKind {
    Dim(u32),
    Symbol(u32),
    Constant(i64),
    Binary(AffineBinaryOp, AffineExpr, AffineExpr),
}

/// A borrowed view of the top node of an [`AffineExpr`], for matching.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AffineExprKind<'a> {
    /// The dimension `d<position>`.
    Dim(u32),
    /// The symbol `s<position>`.
    Symbol(u32),
    /// An integer constant.
    Constant(i64),
    /// A binary operation and its operands.
    Binary(AffineBinaryOp, &'a AffineExpr, &'a AffineExpr),
}

// Tags keep leaves of different kinds with equal payloads apart in the hash.
const TAG_DIM: u64 = 1;
const TAG_SYMBOL: u64 = 2;
const TAG_CONSTANT: u64 = 3;
const TAG_BINARY: u64 = 4;

/// Folds `value` into `state`; multiplication by an odd constant after a
/// rotation spreads every input bit over the word, and the order of the
/// folded values matters (so `a + b` and `b + a` hash differently).
fn hash_fold(state: u64, value: u64) -> u64 {
    (state.rotate_left(26) ^ value).wrapping_mul(0x9E37_79B9_7F4A_7C15)
}

/// Final avalanche so that low bits depend on high bits too (hash tables
/// index with the low bits).
fn hash_finish(state: u64) -> u64 {
    let x = state ^ (state >> 31);
    let x = x.wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x ^ (x >> 29)
}

/// `std::gcd` on the values reinterpreted as unsigned, as MLIR computes the
/// divisor of sums and remainders (the cast matters for the rare negative
/// divisors produced by wrapping arithmetic).
pub(super) fn gcd_u64(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        let r = a % b;
        a = b;
        b = r;
    }
    a
}

impl AffineExpr {
    fn leaf(kind: NodeKind, tag: u64, payload: u64, divisor: i64, symbolic: bool) -> Self {
        let hash = hash_finish(hash_fold(hash_fold(0, tag), payload));
        AffineExpr(Arc::new(Node { kind, hash, divisor, symbolic, pure: true }))
    }

    /// The dimension `d<position>`.
    pub fn dim(position: u32) -> Self {
        Self::leaf(NodeKind::Dim(position), TAG_DIM, u64::from(position), 1, false)
    }

    /// The symbol `s<position>`.
    pub fn symbol(position: u32) -> Self {
        Self::leaf(NodeKind::Symbol(position), TAG_SYMBOL, u64::from(position), 1, true)
    }

    /// The integer constant `value`.
    pub fn constant(value: i64) -> Self {
        // MLIR's divisor of a constant is `std::abs`, which wraps for i64::MIN.
        Self::leaf(
            NodeKind::Constant(value),
            TAG_CONSTANT,
            value as u64,
            value.wrapping_abs(),
            true,
        )
    }

    /// Builds `lhs op rhs` *without* simplification: the node MLIR creates
    /// when no simplification rule applies.
    pub(super) fn raw_binary(op: AffineBinaryOp, lhs: AffineExpr, rhs: AffineExpr) -> Self {
        let (l, r) = (&*lhs.0, &*rhs.0);
        let hash = hash_finish(hash_fold(
            hash_fold(hash_fold(hash_fold(0, TAG_BINARY), op as u64), l.hash),
            r.hash,
        ));
        let divisor = match op {
            AffineBinaryOp::Mul => l.divisor.wrapping_mul(r.divisor),
            AffineBinaryOp::Add | AffineBinaryOp::Mod => {
                gcd_u64(l.divisor as u64, r.divisor as u64) as i64
            }
            AffineBinaryOp::FloorDiv | AffineBinaryOp::CeilDiv => match rhs.as_constant() {
                // A quotient of a known multiple of the divisor is itself a
                // known multiple; anything else (including the undefined
                // division by zero) only guarantees 1.
                Some(c) if c != 0 && l.divisor.wrapping_rem(c) == 0 => {
                    l.divisor.wrapping_div(c).wrapping_abs()
                }
                _ => 1,
            },
        };
        let symbolic = l.symbolic && r.symbolic;
        let pure = match op {
            AffineBinaryOp::Add => l.pure && r.pure,
            AffineBinaryOp::Mul => {
                l.pure && r.pure && (lhs.as_constant().is_some() || rhs.as_constant().is_some())
            }
            _ => l.pure && rhs.as_constant().is_some(),
        };
        AffineExpr(Arc::new(Node {
            kind: NodeKind::Binary(op, lhs, rhs),
            hash,
            divisor,
            symbolic,
            pure,
        }))
    }

    /// Builds `lhs op rhs`, simplified as MLIR's `getAffineBinaryOpExpr`
    /// does (constant folding, canonical operand order, identities, …).
    ///
    /// Like MLIR, this does not reject non-affine products such as
    /// `d0 * d1`; the textual parser does.
    pub fn binary(op: AffineBinaryOp, lhs: AffineExpr, rhs: AffineExpr) -> Self {
        crate::context::builtin::affine::simplify::simplify_binary(op, lhs, rhs)
    }

    /// `self floordiv rhs`, simplified.
    pub fn floor_div(&self, rhs: impl Into<AffineExpr>) -> Self {
        Self::binary(AffineBinaryOp::FloorDiv, self.clone(), rhs.into())
    }

    /// `self ceildiv rhs`, simplified.
    pub fn ceil_div(&self, rhs: impl Into<AffineExpr>) -> Self {
        Self::binary(AffineBinaryOp::CeilDiv, self.clone(), rhs.into())
    }

    /// `self mod rhs`, simplified (also available as the `%` operator).
    pub fn modulo(&self, rhs: impl Into<AffineExpr>) -> Self {
        Self::binary(AffineBinaryOp::Mod, self.clone(), rhs.into())
    }

    /// The top node, for matching.
    pub fn kind(&self) -> AffineExprKind<'_> {
        match &self.0.kind {
            NodeKind::Dim(p) => AffineExprKind::Dim(*p),
            NodeKind::Symbol(p) => AffineExprKind::Symbol(*p),
            NodeKind::Constant(v) => AffineExprKind::Constant(*v),
            NodeKind::Binary(op, l, r) => AffineExprKind::Binary(*op, l, r),
        }
    }

    /// The value if this is a constant.
    pub fn as_constant(&self) -> Option<i64> {
        match self.0.kind {
            NodeKind::Constant(v) => Some(v),
            _ => None,
        }
    }

    /// The position if this is a dimension.
    pub fn as_dim(&self) -> Option<u32> {
        match self.0.kind {
            NodeKind::Dim(p) => Some(p),
            _ => None,
        }
    }

    /// The position if this is a symbol.
    pub fn as_symbol(&self) -> Option<u32> {
        match self.0.kind {
            NodeKind::Symbol(p) => Some(p),
            _ => None,
        }
    }

    /// The operator and operands if this is a binary operation.
    pub fn as_binary(&self) -> Option<(AffineBinaryOp, &AffineExpr, &AffineExpr)> {
        match &self.0.kind {
            NodeKind::Binary(op, l, r) => Some((*op, l, r)),
            _ => None,
        }
    }

    /// Whether no dimension occurs in the expression (MLIR's
    /// `isSymbolicOrConstant`).
    pub fn is_symbolic_or_constant(&self) -> bool {
        self.0.symbolic
    }

    /// Whether multiplication, division and modulo are only by constants
    /// (MLIR's `isPureAffine`).
    pub fn is_pure_affine(&self) -> bool {
        self.0.pure
    }

    /// MLIR's `getLargestKnownDivisor`: an integer the value is known to be a
    /// multiple of (0 for the constant 0). Computed with MLIR's wrapping
    /// arithmetic, so absurdly large factors can wrap.
    pub fn largest_known_divisor(&self) -> i64 {
        self.0.divisor
    }

    /// Whether `d<position>` occurs in the expression.
    pub fn is_function_of_dim(&self, position: u32) -> bool {
        self.any_leaf(|e| e.as_dim() == Some(position))
    }

    /// Whether `s<position>` occurs in the expression.
    pub fn is_function_of_symbol(&self, position: u32) -> bool {
        self.any_leaf(|e| e.as_symbol() == Some(position))
    }

    /// Whether some leaf satisfies `pred`; explicit stack, no recursion.
    fn any_leaf(&self, pred: impl Fn(&AffineExpr) -> bool) -> bool {
        let mut stack: SmallVec<[&AffineExpr; 16]> = SmallVec::new();
        stack.push(self);
        while let Some(e) = stack.pop() {
            match e.as_binary() {
                Some((_, l, r)) => {
                    stack.push(r);
                    stack.push(l);
                }
                None if pred(e) => return true,
                None => {}
            }
        }
        false
    }

    /// Visits every node once per occurrence, parents before children,
    /// left operands before right ones. Iterative.
    pub fn walk(&self, mut visit: impl FnMut(&AffineExpr)) {
        let mut stack: SmallVec<[&AffineExpr; 16]> = SmallVec::new();
        stack.push(self);
        while let Some(e) = stack.pop() {
            visit(e);
            if let Some((_, l, r)) = e.as_binary() {
                stack.push(r);
                stack.push(l);
            }
        }
    }

    /// Replaces `d<i>` by `dims[i]` and `s<i>` by `symbols[i]` (positions
    /// past the end of the slices are kept) and re-simplifies the rebuilt
    /// nodes, like MLIR's `replaceDimsAndSymbols`. Iterative.
    pub fn replace_dims_and_symbols(&self, dims: &[AffineExpr], symbols: &[AffineExpr]) -> Self {
        self.rebuild_with(|e| match &e.0.kind {
            NodeKind::Dim(p) => dims.get(*p as usize).cloned(),
            NodeKind::Symbol(p) => symbols.get(*p as usize).cloned(),
            _ => None,
        })
    }

    /// Replaces every occurrence of `from` by `to` (outermost occurrences
    /// first; a replacement is not searched again) and re-simplifies the
    /// rebuilt nodes, like MLIR's `AffineExpr::replace(expr, replacement)`.
    pub fn replace(&self, from: &AffineExpr, to: &AffineExpr) -> Self {
        self.rebuild_with(|e| (e == from).then(|| to.clone()))
    }

    /// Replaces every sub-expression that is a key of `map` by its value,
    /// outermost first, like MLIR's sparse `AffineExpr::replace(map)`.
    pub fn replace_all(&self, map: &rustc_hash::FxHashMap<AffineExpr, AffineExpr>) -> Self {
        if map.is_empty() {
            return self.clone();
        }
        self.rebuild_with(|e| map.get(e).cloned())
    }

    /// Renames `d<offset>…d<num_dims - 1>` to `d<offset + shift>…`, MLIR's
    /// `shiftDims`.
    pub fn shift_dims(&self, num_dims: u32, shift: u32, offset: u32) -> Self {
        let dims: Vec<AffineExpr> = (0..num_dims)
            .map(|i| AffineExpr::dim(if i < offset { i } else { i.saturating_add(shift) }))
            .collect();
        self.replace_dims_and_symbols(&dims, &[])
    }

    /// Renames `s<offset>…s<num_symbols - 1>` to `s<offset + shift>…`,
    /// MLIR's `shiftSymbols`.
    pub fn shift_symbols(&self, num_symbols: u32, shift: u32, offset: u32) -> Self {
        let symbols: Vec<AffineExpr> = (0..num_symbols)
            .map(|i| AffineExpr::symbol(if i < offset { i } else { i.saturating_add(shift) }))
            .collect();
        self.replace_dims_and_symbols(&[], &symbols)
    }

    /// Rebuilds the tree where `replacement` answers `Some` for a node
    /// (visited parents first; the answer is not descended into),
    /// re-simplifying the rebuilt parents. Iterative.
    fn rebuild_with(&self, mut replacement: impl FnMut(&AffineExpr) -> Option<AffineExpr>) -> Self {
        // Post-order rebuild: `Visit` schedules the operands, `Rebuild` pops
        // their replacements. Unchanged sub-trees are reused as they are,
        // exactly as MLIR returns `*this` when no operand changed.
        enum Task<'a> {
            Visit(&'a AffineExpr),
            Rebuild(&'a AffineExpr),
        }
        let mut tasks: Vec<Task<'_>> = vec![Task::Visit(self)];
        let mut done: Vec<AffineExpr> = Vec::new();
        while let Some(task) = tasks.pop() {
            match task {
                Task::Visit(e) => {
                    if let Some(new) = replacement(e) {
                        done.push(new);
                    } else if let NodeKind::Binary(_, l, r) = &e.0.kind {
                        tasks.push(Task::Rebuild(e));
                        tasks.push(Task::Visit(r));
                        tasks.push(Task::Visit(l));
                    } else {
                        done.push(e.clone());
                    }
                }
                Task::Rebuild(e) => {
                    let (Some(new_r), Some(new_l), Some((op, l, r))) =
                        (done.pop(), done.pop(), e.as_binary())
                    else {
                        // Unreachable: every Rebuild follows its two Visits.
                        return self.clone();
                    };
                    // Identity of the operands (not structural equality)
                    // keeps this linear on deep trees; rebuilding an
                    // unchanged node would give an equal node anyway.
                    if new_l.ptr_eq(l) && new_r.ptr_eq(r) {
                        done.push(e.clone());
                    } else {
                        done.push(AffineExpr::binary(op, new_l, new_r));
                    }
                }
            }
        }
        done.pop().unwrap_or_else(|| self.clone())
    }

    /// Appends the textual form (`d0 + s0 * 2`, …) exactly as `mlir-opt`
    /// prints it inside an affine map.
    pub fn print(&self, out: &mut String) {
        crate::context::builtin::affine::print::print_expr(self, out);
    }

    /// Whether both handles share the same node (cheap, conservative
    /// equality).
    pub fn ptr_eq(&self, other: &AffineExpr) -> bool {
        Arc::ptr_eq(&self.0, &other.0)
    }
}

impl PartialEq for AffineExpr {
    fn eq(&self, other: &Self) -> bool {
        // Explicit stack of node pairs still to compare; hashes reject almost
        // every mismatch before any traversal, shared sub-trees are skipped.
        let mut stack: SmallVec<[(&AffineExpr, &AffineExpr); 16]> = SmallVec::new();
        stack.push((self, other));
        while let Some((a, b)) = stack.pop() {
            if Arc::ptr_eq(&a.0, &b.0) {
                continue;
            }
            if a.0.hash != b.0.hash {
                return false;
            }
            match (&a.0.kind, &b.0.kind) {
                (NodeKind::Dim(x), NodeKind::Dim(y))
                | (NodeKind::Symbol(x), NodeKind::Symbol(y)) => {
                    if x != y {
                        return false;
                    }
                }
                (NodeKind::Constant(x), NodeKind::Constant(y)) => {
                    if x != y {
                        return false;
                    }
                }
                (NodeKind::Binary(op1, l1, r1), NodeKind::Binary(op2, l2, r2)) => {
                    if op1 != op2 {
                        return false;
                    }
                    stack.push((r1, r2));
                    stack.push((l1, l2));
                }
                _ => return false,
            }
        }
        true
    }
}

impl Eq for AffineExpr {}

impl Hash for AffineExpr {
    fn hash<H: Hasher>(&self, state: &mut H) {
        // The cached structural hash stands for the whole tree: O(1), no
        // recursion, and consistent with the structural equality.
        state.write_u64(self.0.hash);
    }
}

impl Drop for Node {
    fn drop(&mut self) {
        // The default drop would recurse once per level of the tree. Instead,
        // detach the operands and release them from an explicit stack; a
        // node taken off the stack has its own operands detached before it
        // is freed, so its drop finds nothing left to recurse into.
        if !matches!(self.kind, NodeKind::Binary(..)) {
            return;
        }
        let mut stack: Vec<Arc<Node>> = Vec::new();
        detach_operands(&mut self.kind, &mut stack);
        while let Some(node) = stack.pop() {
            // Shared operands just lose one reference here.
            if let Some(mut owned) = Arc::into_inner(node) {
                detach_operands(&mut owned.kind, &mut stack);
            }
        }
    }
}

fn detach_operands(kind: &mut NodeKind, stack: &mut Vec<Arc<Node>>) {
    if let NodeKind::Binary(_, l, r) = std::mem::replace(kind, NodeKind::Constant(0)) {
        stack.push(l.0);
        stack.push(r.0);
    }
}

impl fmt::Display for AffineExpr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut s = String::new();
        self.print(&mut s);
        f.write_str(&s)
    }
}

impl fmt::Debug for AffineExpr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // The textual form is the readable (and non-recursive) rendering.
        write!(f, "AffineExpr({self})")
    }
}

impl From<i64> for AffineExpr {
    fn from(value: i64) -> Self {
        AffineExpr::constant(value)
    }
}

impl From<&AffineExpr> for AffineExpr {
    fn from(value: &AffineExpr) -> Self {
        value.clone()
    }
}

/// Implements a binary operator trait for owned and borrowed expressions with
/// any right operand convertible into an expression.
macro_rules! binary_operator {
    ($trait:ident, $method:ident, $build:expr) => {
        impl<R: Into<AffineExpr>> ops::$trait<R> for AffineExpr {
            type Output = AffineExpr;
            fn $method(self, rhs: R) -> AffineExpr {
                let build: fn(AffineExpr, AffineExpr) -> AffineExpr = $build;
                build(self, rhs.into())
            }
        }
        impl<R: Into<AffineExpr>> ops::$trait<R> for &AffineExpr {
            type Output = AffineExpr;
            fn $method(self, rhs: R) -> AffineExpr {
                let build: fn(AffineExpr, AffineExpr) -> AffineExpr = $build;
                build(self.clone(), rhs.into())
            }
        }
    };
}

binary_operator!(Add, add, |l, r| AffineExpr::binary(AffineBinaryOp::Add, l, r));
binary_operator!(Mul, mul, |l, r| AffineExpr::binary(AffineBinaryOp::Mul, l, r));
binary_operator!(Rem, rem, |l, r| AffineExpr::binary(AffineBinaryOp::Mod, l, r));
// MLIR defines `a - b` as `a + b * -1`; the simplifier then folds it.
binary_operator!(Sub, sub, |l, r| {
    let negated = AffineExpr::binary(AffineBinaryOp::Mul, r, AffineExpr::constant(-1));
    AffineExpr::binary(AffineBinaryOp::Add, l, negated)
});

impl ops::Neg for AffineExpr {
    type Output = AffineExpr;
    /// `self * -1`, as MLIR's unary minus.
    fn neg(self) -> AffineExpr {
        AffineExpr::binary(AffineBinaryOp::Mul, self, AffineExpr::constant(-1))
    }
}

impl ops::Neg for &AffineExpr {
    type Output = AffineExpr;
    /// `self * -1`, as MLIR's unary minus.
    fn neg(self) -> AffineExpr {
        -self.clone()
    }
}
