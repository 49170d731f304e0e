//! What an op that lists `fold` in `#[op]` without writing the method gets
//! instead of rustc's guess. The glue the macro generates calls `.fold(…)`
//! on the op; without an inherent `fold`, method resolution would reach
//! `Iterator::fold` (through `&mut`) and report "`…Op` is not an
//! iterator". With [`MissingFoldMethod`] in scope, it finds this stand-in
//! first (by reference, before `&mut`), whose bound fails with a message
//! that says what to write. An inherent `fold` taking `self` or `&self`
//! comes before the stand-in, so a written method is always the one
//! called.

use crate::ir::IrView;
use crate::rewrite::{FoldAdaptor, FoldResult};

/// Implemented by no type: the bound that reports a missing `fold` method.
#[doc(hidden)]
#[diagnostic::on_unimplemented(
    message = "`{Self}` lists `fold` in `#[op]` but has no `fold` method",
    label = "no method `fold` on `{Self}`",
    note = "write `impl {Self} {{ fn fold(&self, ir: &IrView, adaptor: &FoldAdaptor<'_>) -> Option<OpFoldResult> {{ … }} }}`, or remove `fold` from `#[op(…)]`"
)]
pub trait FoldMethodWritten {}

/// The stand-in `fold` the macro's glue brings into scope.
#[doc(hidden)]
pub trait MissingFoldMethod {
    /// Never called: its bound fails to compile.
    fn fold(&self, _ir: &IrView, _adaptor: &FoldAdaptor<'_>) -> FoldResult
    where
        Self: FoldMethodWritten,
    {
        FoldResult::Failed
    }
}

impl<T> MissingFoldMethod for T {}
