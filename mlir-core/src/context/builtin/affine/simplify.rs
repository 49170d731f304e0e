//! Construction-time simplification of affine binary expressions, matching
//! what MLIR 22 does when it builds `lhs + rhs`, `lhs * rhs`,
//! `lhs floordiv rhs`, `lhs ceildiv rhs` and `lhs mod rhs`.
//!
//! The rules were established by probing `mlir-opt-22` (see the tests in
//! `tests.rs`). They are local: each looks at the two operands and at most
//! two levels below them, and either returns a result, or restates the
//! expression as one or two *other* constructions (e.g. `(x + c) + y` becomes
//! `(x + y) + c`). MLIR chains those constructions by recursion, which can go
//! as deep as the expression (distributing `floordiv` over a long sum). Here
//! a small task machine with explicit stacks runs them instead, so the depth
//! of an expression never reaches the call stack.
//!
//! Arithmetic follows MLIR exactly: folding two constants is skipped when it
//! would overflow (the unsimplified node is kept), while the folds of
//! coefficients inside larger expressions wrap like MLIR's `int64_t` code.

use smallvec::SmallVec;

use crate::context::builtin::affine::expr::{AffineBinaryOp, AffineExpr, AffineExprKind};

use AffineBinaryOp::{Add, CeilDiv, FloorDiv, Mod, Mul};

/// What one simplification step decided for `lhs op rhs`.
enum Step {
    /// The final value.
    Done(AffineExpr),
    /// The value of another construction `op(lhs, rhs)`.
    Build(AffineBinaryOp, AffineExpr, AffineExpr),
    /// The value of `outer(inner(a, b), c)`.
    Nested {
        outer: AffineBinaryOp,
        inner: AffineBinaryOp,
        a: AffineExpr,
        b: AffineExpr,
        c: AffineExpr,
    },
    /// The value of `outer(op(a, b), op(c, d))`.
    Pair {
        outer: AffineBinaryOp,
        op: AffineBinaryOp,
        a: AffineExpr,
        b: AffineExpr,
        c: AffineExpr,
        d: AffineExpr,
    },
    /// The value of `l1 + (l2 + (… + (ln + inner)))`, `lefts` = `[l1, …, ln]`.
    AddedTo { lefts: Vec<AffineExpr>, inner: Box<Step> },
}

/// Pending work of the task machine.
enum Task {
    /// Construct `op(lhs, rhs)` and push the value.
    Build(AffineBinaryOp, AffineExpr, AffineExpr),
    /// Pop a value `v` and construct `op(v, rhs)`.
    WithLhs(AffineBinaryOp, AffineExpr),
    /// Pop `b`, then `a`, and construct `op(a, b)`.
    Combine(AffineBinaryOp),
    /// Pop a value `v` and construct `lhs + v`.
    AddTo(AffineExpr),
}

/// Builds `lhs op rhs` with MLIR's construction-time simplifications.
pub(super) fn simplify_binary(op: AffineBinaryOp, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
    // Fast path: most constructions settle in one step without any stack.
    let (op, lhs, rhs) = match step(op, lhs, rhs) {
        Step::Done(value) => return value,
        Step::Build(op, l, r) => (op, l, r),
        other => return run(other),
    };
    run(Step::Build(op, lhs, rhs))
}

/// Runs the task machine from a first step until the value is known.
fn run(first: Step) -> AffineExpr {
    let mut tasks: SmallVec<[Task; 8]> = SmallVec::new();
    let mut values: SmallVec<[AffineExpr; 8]> = SmallVec::new();
    schedule(first, &mut tasks, &mut values);
    while let Some(task) = tasks.pop() {
        match task {
            Task::Build(op, l, r) => schedule(step(op, l, r), &mut tasks, &mut values),
            Task::WithLhs(op, r) => {
                if let Some(l) = values.pop() {
                    tasks.push(Task::Build(op, l, r));
                }
            }
            Task::Combine(op) => {
                if let (Some(r), Some(l)) = (values.pop(), values.pop()) {
                    tasks.push(Task::Build(op, l, r));
                }
            }
            Task::AddTo(l) => {
                if let Some(r) = values.pop() {
                    tasks.push(Task::Build(Add, l, r));
                }
            }
        }
    }
    // Every task sequence leaves exactly one value; the fallback is
    // unreachable but keeps this total without a panic path.
    values.pop().unwrap_or_else(|| AffineExpr::constant(0))
}

fn schedule(
    mut step: Step,
    tasks: &mut SmallVec<[Task; 8]>,
    values: &mut SmallVec<[AffineExpr; 8]>,
) {
    // Unwrap nested `AddedTo` steps in a loop rather than by recursion.
    while let Step::AddedTo { lefts, inner } = step {
        tasks.extend(lefts.into_iter().map(Task::AddTo));
        step = *inner;
    }
    match step {
        Step::AddedTo { .. } => {}
        Step::Done(value) => values.push(value),
        Step::Build(op, l, r) => tasks.push(Task::Build(op, l, r)),
        Step::Nested { outer, inner, a, b, c } => {
            tasks.push(Task::WithLhs(outer, c));
            tasks.push(Task::Build(inner, a, b));
        }
        Step::Pair { outer, op, a, b, c, d } => {
            tasks.push(Task::Combine(outer));
            tasks.push(Task::Build(op, c, d));
            tasks.push(Task::Build(op, a, b));
        }
    }
}

/// One simplification step; falls back to the plain node.
fn step(op: AffineBinaryOp, lhs: AffineExpr, rhs: AffineExpr) -> Step {
    let rule = match op {
        Add => add_rule(&lhs, &rhs),
        Mul => mul_rule(&lhs, &rhs),
        FloorDiv => floor_div_rule(&lhs, &rhs),
        CeilDiv => ceil_div_rule(&lhs, &rhs),
        Mod => mod_rule(&lhs, &rhs),
    };
    rule.unwrap_or_else(|| Step::Done(new_node(op, lhs, rhs)))
}

/// Creates the node when no rule applies. In MLIR 22 the operands of a
/// commutative operator are ordered when both are dimensions or symbols:
/// dimensions before symbols, then by position (`d1 + d0` → `d0 + d1`,
/// `s1 * s0` → `s0 * s1`). Other operand pairs keep their order.
fn new_node(op: AffineBinaryOp, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
    // Dimensions sort before symbols, each by position.
    let rank = |e: &AffineExpr| match e.kind() {
        AffineExprKind::Dim(p) => Some((0, p)),
        AffineExprKind::Symbol(p) => Some((1, p)),
        _ => None,
    };
    if matches!(op, Add | Mul)
        && let (Some(l), Some(r)) = (rank(&lhs), rank(&rhs))
        && r < l
    {
        return AffineExpr::raw_binary(op, rhs, lhs);
    }
    AffineExpr::raw_binary(op, lhs, rhs)
}

/// `(x op c)` → `(x, c)` when the right operand is a constant.
fn with_const_rhs(e: &AffineExpr, op: AffineBinaryOp) -> Option<(&AffineExpr, i64)> {
    match e.as_binary() {
        Some((o, x, c)) if o == op => c.as_constant().map(|c| (x, c)),
        _ => None,
    }
}

/// What the rules for `lhs + rhs` decided at one level.
enum AddOutcome {
    Step(Step),
    Unchanged,
    /// `lhs` is `a + b` and `rhs` looks like `(x floordiv q) * k`: the value
    /// is `a + s` if `b + rhs` simplifies to `s`, else `lhs + rhs` unchanged.
    Descend(AffineExpr, AffineExpr),
}

fn add_rule(lhs: &AffineExpr, rhs: &AffineExpr) -> Option<Step> {
    // MLIR recurses down the right operands of `lhs` (`(a + b) + r` tries
    // `b + r`); the chain can be as long as the expression, so walk it.
    let mut lefts: Vec<AffineExpr> = Vec::new();
    let mut current = lhs.clone();
    loop {
        match add_rule_local(&current, rhs) {
            AddOutcome::Step(step) if lefts.is_empty() => return Some(step),
            AddOutcome::Step(step) => return Some(Step::AddedTo { lefts, inner: Box::new(step) }),
            AddOutcome::Unchanged => return None,
            AddOutcome::Descend(a, b) => {
                lefts.push(a);
                current = b;
            }
        }
    }
}

fn add_rule_local(lhs: &AffineExpr, rhs: &AffineExpr) -> AddOutcome {
    use AddOutcome::{Descend, Unchanged};
    let done = |step| AddOutcome::Step(step);
    let lc = lhs.as_constant();
    let rc = rhs.as_constant();
    if let (Some(a), Some(b)) = (lc, rc) {
        // An overflowing fold is abandoned: the plain `a + b` node stays.
        return match a.checked_add(b) {
            Some(s) => done(Step::Done(AffineExpr::constant(s))),
            None => Unchanged,
        };
    }
    // Constants go right, and a symbolic operand goes right of a
    // dimensional one.
    if lc.is_some() || (lhs.is_symbolic_or_constant() && !rhs.is_symbolic_or_constant()) {
        return done(Step::Build(Add, rhs.clone(), lhs.clone()));
    }
    if rc == Some(0) {
        return done(Step::Done(lhs.clone()));
    }
    // (x + c1) + c2 → x + (c1 + c2), wrapping like MLIR.
    if let (Some(c2), Some((x, c1))) = (rc, with_const_rhs(lhs, Add)) {
        return done(Step::Build(Add, x.clone(), AffineExpr::constant(c1.wrapping_add(c2))));
    }
    // x * c1 + x * c2 → x * (c1 + c2), where a bare `x` counts as `x * 1`.
    let (first, c1) = with_const_rhs(lhs, Mul).unwrap_or((lhs, 1));
    let (second, c2) = with_const_rhs(rhs, Mul).unwrap_or((rhs, 1));
    if first == second {
        return done(Step::Build(Mul, first.clone(), AffineExpr::constant(c1.wrapping_add(c2))));
    }
    // (x + c) + y → (x + y) + c keeps the constant outermost.
    if let Some((x, c)) = with_const_rhs(lhs, Add) {
        return done(Step::Nested {
            outer: Add,
            inner: Add,
            a: x.clone(),
            b: rhs.clone(),
            c: AffineExpr::constant(c),
        });
    }
    // The two spellings of `x - (x floordiv q) * q` become `x mod q`.
    let Some((r_op, r_lhs, r_rhs)) = rhs.as_binary() else {
        return Unchanged;
    };
    // (1) x + ((x floordiv q) * q) <any op> -1, for any q. MLIR does not
    //     check the operator of the right operand here, only its -1.
    if r_rhs.as_constant() == Some(-1)
        && let Some((Mul, floor, q)) = r_lhs.as_binary()
    {
        return match floor.as_binary() {
            Some((FloorDiv, x, q2)) if q2 == q && x == lhs => {
                done(Step::Build(Mod, lhs.clone(), q.clone()))
            }
            // MLIR gives up on this shape (rule 2 below cannot match a
            // product either).
            _ => Unchanged,
        };
    }
    // (2) x + (x floordiv c) * -c, for a constant c > 0. (MLIR compares `c`
    //     with the simplified `-(-c)`; for a positive constant that is the
    //     same as comparing the coefficient with `-c`.)
    let Some((FloorDiv, x, q)) = r_lhs.as_binary() else {
        return Unchanged;
    };
    if r_op != Mul {
        return Unchanged;
    }
    if let (Some(c), Some(k)) = (q.as_constant(), r_rhs.as_constant())
        && c > 0
        && k == -c
        && x == lhs
    {
        return done(Step::Build(Mod, lhs.clone(), q.clone()));
    }
    // (3) New in recent MLIR (present in 22): with `lhs = a + b` and any
    //     `(x floordiv q) * k` on the right, try `b + rhs`; if that
    //     simplifies (by any rule, including a mere operand swap) to `s`,
    //     the value is `a + s`. Like MLIR this walks the whole right spine
    //     of `lhs`, so a long run of such terms added to a deep right-nested
    //     sum costs time quadratic in the input (MLIR does the same work).
    match lhs.as_binary() {
        Some((Add, a, b)) => Descend(a.clone(), b.clone()),
        _ => Unchanged,
    }
}

fn mul_rule(lhs: &AffineExpr, rhs: &AffineExpr) -> Option<Step> {
    let lc = lhs.as_constant();
    let rc = rhs.as_constant();
    if let (Some(a), Some(b)) = (lc, rc) {
        return a.checked_mul(b).map(|p| Step::Done(AffineExpr::constant(p)));
    }
    // A product of two dimensional operands is not affine: keep it as it is
    // (the parser rejects it before it gets here).
    if !lhs.is_symbolic_or_constant() && !rhs.is_symbolic_or_constant() {
        return None;
    }
    // The symbolic (or constant) operand goes right; between two symbolic
    // operands, a constant goes right.
    if !rhs.is_symbolic_or_constant() || lc.is_some() {
        return Some(Step::Build(Mul, rhs.clone(), lhs.clone()));
    }
    match rc {
        Some(1) => return Some(Step::Done(lhs.clone())),
        Some(0) => return Some(Step::Done(rhs.clone())),
        _ => {}
    }
    if let Some((x, c1)) = with_const_rhs(lhs, Mul) {
        // (x * c1) * c2 → x * (c1 * c2), wrapping like MLIR.
        if let Some(c2) = rc {
            return Some(Step::Build(Mul, x.clone(), AffineExpr::constant(c1.wrapping_mul(c2))));
        }
        // (x * c) * y → (x * y) * c keeps the constant outermost.
        return Some(Step::Nested {
            outer: Mul,
            inner: Mul,
            a: x.clone(),
            b: rhs.clone(),
            c: AffineExpr::constant(c1),
        });
    }
    None
}

/// `floor(a / b)`, or `None` when it overflows (`i64::MIN / -1`).
pub(super) fn floor_div_i64(a: i64, b: i64) -> Option<i64> {
    let q = a.checked_div(b)?;
    Some(if a % b != 0 && ((a < 0) != (b < 0)) { q - 1 } else { q })
}

/// `ceil(a / b)`, or `None` when it overflows (`i64::MIN / -1`).
pub(super) fn ceil_div_i64(a: i64, b: i64) -> Option<i64> {
    let q = a.checked_div(b)?;
    Some(if a % b != 0 && ((a < 0) == (b < 0)) { q + 1 } else { q })
}

/// Rules shared by `floordiv` and `ceildiv`: constant folding, division by
/// one, and `(x * k) div c` → `x * (k / c)` when `c` divides `k`.
fn div_common(
    lhs: &AffineExpr,
    rhs: &AffineExpr,
    fold: fn(i64, i64) -> Option<i64>,
) -> Result<Option<Step>, i64> {
    // Division by a non-constant or by zero stays as written; negative
    // constant divisors are simplified too.
    let Some(c) = rhs.as_constant().filter(|&c| c != 0) else {
        return Ok(None);
    };
    if let Some(a) = lhs.as_constant() {
        return Ok(fold(a, c).map(|q| Step::Done(AffineExpr::constant(q))));
    }
    if c == 1 {
        return Ok(Some(Step::Done(lhs.clone())));
    }
    // Wrapping remainder/quotient: MLIR's `%` and `/` here would trap on
    // i64::MIN / -1; the wrapping result keeps this total.
    if let Some((x, k)) = with_const_rhs(lhs, Mul)
        && k.wrapping_rem(c) == 0
    {
        return Ok(Some(Step::Build(Mul, x.clone(), AffineExpr::constant(k.wrapping_div(c)))));
    }
    Err(c)
}

fn floor_div_rule(lhs: &AffineExpr, rhs: &AffineExpr) -> Option<Step> {
    let c = match div_common(lhs, rhs, floor_div_i64) {
        Ok(step) => return step,
        Err(c) => c,
    };
    // (a + b) floordiv c → a floordiv c + b floordiv c when either addend is
    // a known multiple of c.
    if let Some((Add, a, b)) = lhs.as_binary()
        && (a.largest_known_divisor().wrapping_rem(c) == 0
            || b.largest_known_divisor().wrapping_rem(c) == 0)
    {
        return Some(Step::Pair {
            outer: Add,
            op: FloorDiv,
            a: a.clone(),
            b: rhs.clone(),
            c: b.clone(),
            d: rhs.clone(),
        });
    }
    None
}

fn ceil_div_rule(lhs: &AffineExpr, rhs: &AffineExpr) -> Option<Step> {
    div_common(lhs, rhs, ceil_div_i64).unwrap_or(None)
}

fn mod_rule(lhs: &AffineExpr, rhs: &AffineExpr) -> Option<Step> {
    // Modulo by a non-positive or non-constant value stays as written.
    let c = rhs.as_constant().filter(|&c| c >= 1)?;
    if let Some(a) = lhs.as_constant() {
        return Some(Step::Done(AffineExpr::constant(a.rem_euclid(c))));
    }
    if lhs.largest_known_divisor().wrapping_rem(c) == 0 {
        return Some(Step::Done(AffineExpr::constant(0)));
    }
    match lhs.as_binary() {
        // (a + b) mod c drops an addend that is a known multiple of c.
        Some((Add, a, b)) => {
            if a.largest_known_divisor().wrapping_rem(c) == 0 {
                return Some(Step::Build(Mod, b.clone(), rhs.clone()));
            }
            if b.largest_known_divisor().wrapping_rem(c) == 0 {
                return Some(Step::Build(Mod, a.clone(), rhs.clone()));
            }
            None
        }
        // (x mod k) mod c → x mod c when c divides k.
        Some((Mod, x, k)) => match k.as_constant() {
            Some(k) if k >= 1 && k.rem_euclid(c) == 0 => {
                Some(Step::Build(Mod, x.clone(), rhs.clone()))
            }
            _ => None,
        },
        _ => None,
    }
}
