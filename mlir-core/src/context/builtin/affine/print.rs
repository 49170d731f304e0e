//! The textual form of affine expressions, maps and integer sets, byte for
//! byte as `mlir-opt` prints them.
//!
//! Layout rules (observed from `mlir-opt-22`):
//! - operands of `*`, `floordiv`, `ceildiv` and `mod` that are themselves
//!   binary operations get parentheses; operands of `+` do not;
//! - `x * -1` prints as `-x`;
//! - `x + y * -1` prints as `x - y` (with `y` parenthesized only if it is a
//!   sum), `x + y * -k` for `k > 1` as `x - y * k` (with `y` parenthesized
//!   if it is any binary operation), and `x + -k` as `x - k`; negating the
//!   coefficient wraps, so `i64::MIN` prints as `- -9223372036854775808`.
//!
//! The printer walks the tree with an explicit stack so that deep
//! expressions cannot overflow the call stack.

use std::fmt::Write;

use crate::context::builtin::affine::expr::{AffineBinaryOp, AffineExpr, AffineExprKind};

/// One piece of pending output.
enum Piece<'a> {
    /// An expression; `strong` asks for parentheses around a binary
    /// operation (it is an operand of a tightly binding operator).
    Expr(&'a AffineExpr, bool),
    Text(&'static str),
    Int(i64),
}

/// Where an expression is printed: text, and the leaves that name a
/// dimension or a symbol (`d0`, `s0` in a map; the operands an op binds to
/// them in its custom form, such as `%i` and `symbol(%n)`).
pub trait AffineExprSink {
    /// Appends text.
    fn text(&mut self, text: &str);
    /// Appends dimension `position`.
    fn dim(&mut self, position: u32);
    /// Appends symbol `position`.
    fn symbol(&mut self, position: u32);
}

/// Prints into a string with dimensions as `d0` and symbols as `s0`.
impl AffineExprSink for String {
    fn text(&mut self, text: &str) {
        self.push_str(text);
    }

    fn dim(&mut self, position: u32) {
        self.push('d');
        push_int(self, i64::from(position));
    }

    fn symbol(&mut self, position: u32) {
        self.push('s');
        push_int(self, i64::from(position));
    }
}

/// Appends the textual form of `expr`.
pub(super) fn print_expr(expr: &AffineExpr, out: &mut String) {
    print_expr_to(expr, out);
}

/// Prints `expr` into `sink`, with `mlir-opt`'s layout and its own leaves.
pub fn print_expr_to(expr: &AffineExpr, sink: &mut dyn AffineExprSink) {
    let mut stack: Vec<Piece<'_>> = vec![Piece::Expr(expr, false)];
    let mut digits = String::new();
    while let Some(piece) = stack.pop() {
        match piece {
            Piece::Text(text) => sink.text(text),
            Piece::Int(v) => {
                digits.clear();
                push_int(&mut digits, v);
                sink.text(&digits);
            }
            Piece::Expr(e, strong) => schedule(e, strong, &mut stack, sink),
        }
    }
}

fn push_int(out: &mut String, v: i64) {
    // Writing into a String cannot fail.
    let _ = write!(out, "{v}");
}

/// Prints a leaf directly, or pushes the pieces of a binary operation in
/// reverse order (the stack pops them left to right).
fn schedule<'a>(
    e: &'a AffineExpr,
    strong: bool,
    stack: &mut Vec<Piece<'a>>,
    out: &mut dyn AffineExprSink,
) {
    let (op, lhs, rhs) = match e.kind() {
        AffineExprKind::Dim(p) => {
            out.dim(p);
            return;
        }
        AffineExprKind::Symbol(p) => {
            out.symbol(p);
            return;
        }
        AffineExprKind::Constant(v) => {
            stack.push(Piece::Int(v));
            return;
        }
        AffineExprKind::Binary(op, l, r) => (op, l, r),
    };
    if strong {
        out.text("(");
        stack.push(Piece::Text(")"));
    }
    // Pieces are pushed last-first: the stack pops them left to right.
    if op != AffineBinaryOp::Add {
        if op == AffineBinaryOp::Mul && rhs.as_constant() == Some(-1) {
            out.text("-");
            stack.push(Piece::Expr(lhs, true));
        } else {
            stack.push(Piece::Expr(rhs, true));
            stack.push(Piece::Text(match op {
                AffineBinaryOp::Mul => " * ",
                AffineBinaryOp::FloorDiv => " floordiv ",
                AffineBinaryOp::CeilDiv => " ceildiv ",
                _ => " mod ",
            }));
            stack.push(Piece::Expr(lhs, true));
        }
        return;
    }
    let scaled = match rhs.as_binary() {
        Some((AffineBinaryOp::Mul, x, k)) => k.as_constant().map(|k| (x, k)),
        _ => None,
    };
    match (scaled, rhs.as_constant()) {
        (Some((x, -1)), _) => {
            let is_sum = matches!(x.as_binary(), Some((AffineBinaryOp::Add, _, _)));
            stack.push(Piece::Expr(x, is_sum));
            stack.push(Piece::Text(" - "));
        }
        (Some((x, k)), _) if k < -1 => {
            stack.push(Piece::Int(k.wrapping_neg()));
            stack.push(Piece::Text(" * "));
            stack.push(Piece::Expr(x, true));
            stack.push(Piece::Text(" - "));
        }
        (_, Some(c)) if c < 0 => {
            stack.push(Piece::Int(c.wrapping_neg()));
            stack.push(Piece::Text(" - "));
        }
        _ => {
            stack.push(Piece::Expr(rhs, false));
            stack.push(Piece::Text(" + "));
        }
    }
    stack.push(Piece::Expr(lhs, false));
}

/// Appends `(d0, d1)[s0]` (the bracket part only when there are symbols).
pub(super) fn print_dims_and_symbols(num_dims: u32, num_symbols: u32, out: &mut String) {
    out.push('(');
    for i in 0..num_dims {
        if i > 0 {
            out.push_str(", ");
        }
        out.push('d');
        push_int(out, i64::from(i));
    }
    out.push(')');
    if num_symbols > 0 {
        out.push('[');
        for i in 0..num_symbols {
            if i > 0 {
                out.push_str(", ");
            }
            out.push('s');
            push_int(out, i64::from(i));
        }
        out.push(']');
    }
}
