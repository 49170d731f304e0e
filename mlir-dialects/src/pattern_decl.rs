//! `pattern!`: the declaration of a hand-written rewrite pattern, for the
//! canonicalizations `#[pattern]` cannot express (`cf`'s and `scf`'s).

/// Declares a pattern as a unit struct (what `#[op(canonicalize = [...])]`
/// lists) rooted at the typed op `$op`, that may create the ops
/// `$generated`, and whose match and rewrite is the function `$body` of
/// the typed op (upstream writes several patterns as functions too). Its
/// debug name, which `canonicalize{disable-patterns=…}` matches, is the
/// struct's name, as for `#[pattern]`. `benefit N,` after the op raises
/// the pattern's benefit from the default 1.
macro_rules! pattern {
    ($(#[$doc:meta])* $name:ident on $op:ty, creates [$($generated:literal),*], $body:path) => {
        pattern! { $(#[$doc])* $name on $op, benefit 1, creates [$($generated),*], $body }
    };
    (
        $(#[$doc:meta])* $name:ident on $op:ty, benefit $benefit:literal,
        creates [$($generated:literal),*], $body:path
    ) => {
        $(#[$doc])*
        #[derive(Default)]
        pub struct $name;

        impl mlir_core::rewrite::RewritePattern for $name {
            fn root(&self) -> mlir_core::rewrite::PatternRoot {
                mlir_core::rewrite::PatternRoot::Name(<$op as mlir_core::definitions::op_type::OpType>::DEF.name)
            }

            fn benefit(&self) -> u16 {
                $benefit
            }

            fn generated_ops(&self) -> &[&'static str] {
                &[$($generated),*]
            }

            fn debug_name(&self) -> &str {
                stringify!($name)
            }

            fn match_and_rewrite(
                &self,
                op: mlir_core::ir::Op,
                rw: &mut mlir_core::rewrite::PatternRewriter<'_>,
            ) -> mlir_core::rewrite::RewriteResult {
                $body(<$op as mlir_core::definitions::op_type::OpType>::from_op_unchecked(op), rw)
            }
        }
    };
}
