//! Conversion patterns (MLIR's `ConversionPattern`): a pattern that
//! receives, besides its op, the op's operands as converted so far — one
//! list of values per operand, since a type may convert to several — and a
//! [`ConversionPatternRewriter`] (the pattern rewriter, with the
//! conversion's operations). A pattern may carry a type converter:
//! its operands are then given in the converted types (cast where the
//! conversion has not reached their producers yet), and the values it
//! replaces results with are cast back for the users left unconverted.
//!
//! [`ConversionPatternSet`] collects them into a [`RewritePatternSet`]; any
//! ordinary [`RewritePattern`] also runs in a conversion, through the same
//! rewriter, without an adaptor.

use std::sync::Arc;

use crate::context::builtin::location::Location;
use crate::context::builtin::types::Type;
use crate::conversion::state::{
    ConversionState, MaterializationKind, insert_point_after_def, value_loc,
};
use crate::conversion::type_converter::TypeConverter;
use crate::conversion::value_mapping::ValueVector;
use crate::definitions::op_type::OpType;
use crate::ir::{IrView, Op, Value};
use crate::rewrite::{
    PatternRewriter, PatternRoot, RewritePattern, RewritePatternSet, RewriteResult,
};

/// A conversion pattern (see the module doc).
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a conversion pattern",
    label = "not a conversion pattern",
    note = "a `#[pattern]` rule becomes one with the `conversion` flag (`#[pattern(conversion, …)]`); \
            an ordinary rewrite pattern joins a conversion with `add_rewrite`"
)]
pub trait ConversionPattern: Send + Sync {
    /// The ops the pattern is tried on.
    fn root(&self) -> PatternRoot;

    /// How much the pattern is preferred among those of the same depth.
    fn benefit(&self) -> u16 {
        1
    }

    /// The names of the ops the pattern creates, for the cost model.
    fn generated_ops(&self) -> &[&'static str] {
        &[]
    }

    /// A name for debugging output.
    fn debug_name(&self) -> &str {
        std::any::type_name::<Self>()
    }

    /// Matches `op` and rewrites it through `rw`; `operands` holds, per
    /// operand, the values that replace it now.
    fn match_and_rewrite(
        &self,
        op: Op,
        operands: &[ValueVector],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> RewriteResult;
}

/// The rewriter a conversion pattern is given: the ordinary
/// [`PatternRewriter`], whose changes the conversion defers and can undo,
/// with the conversion's own operations as its methods below (MLIR's
/// `ConversionPatternRewriter`).
pub type ConversionPatternRewriter<'a> = PatternRewriter<'a>;

impl PatternRewriter<'_> {
    /// The conversion's state and the IR, when a conversion runs this
    /// rewriter.
    pub(crate) fn conversion_state(&mut self) -> Option<(&mut ConversionState, &mut IrView)> {
        let (journal, ir) = self.journal_parts()?;
        let state = journal.as_any_mut().downcast_mut::<ConversionState>()?;
        Some((state, ir))
    }

    /// The conversion's state; a conversion-only operation outside one is a
    /// programming error.
    pub(crate) fn expect_conversion(&mut self, what: &str) -> (&mut ConversionState, &mut IrView) {
        match self.conversion_state() {
            Some(parts) => parts,
            None => panic!("{what} is only available while a dialect conversion runs the pattern"),
        }
    }

    /// Replaces `op`'s results, each with a list of values (1:N; an empty
    /// list for a result whose type was dropped). Outside a conversion,
    /// every list must hold one value.
    pub fn replace_op_with_multiple(&mut self, op: Op, values: &[ValueVector]) {
        assert_eq!(op.num_results(self), values.len(), "one list per result");
        if let Some((state, ir)) = self.conversion_state() {
            state.replace_op_with_multiple(ir, op, Some(values));
            return;
        }
        let single: Vec<Value> = values
            .iter()
            .map(|v| match v.as_slice() {
                [one] => *one,
                _ => panic!("a 1:N replacement is only available in a dialect conversion"),
            })
            .collect();
        self.replace_op(op, &single);
    }

    /// What replaces `value` now in the running conversion (the latest
    /// replacement; `value` itself when none or outside a conversion).
    pub fn remapped_value(&mut self, value: Value) -> ValueVector {
        match self.conversion_state() {
            Some((state, ir)) => state.lookup(ir, value, None),
            None => smallvec::smallvec![value],
        }
    }

    /// The type converter of the running conversion pattern, if it has one.
    pub fn type_converter(&mut self) -> Option<Arc<TypeConverter>> {
        self.conversion_state().and_then(|(state, _)| state.converter.clone())
    }
}

/// A conversion pattern with its type converter, as a rewrite pattern.
struct Adapted<P> {
    pattern: P,
    converter: Option<Arc<TypeConverter>>,
}

impl<P: ConversionPattern> RewritePattern for Adapted<P> {
    fn root(&self) -> PatternRoot {
        self.pattern.root()
    }

    fn benefit(&self) -> u16 {
        self.pattern.benefit()
    }

    fn generated_ops(&self) -> &[&'static str] {
        self.pattern.generated_ops()
    }

    fn debug_name(&self) -> &str {
        self.pattern.debug_name()
    }

    fn match_and_rewrite(&self, op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
        let remapped = {
            let Some((journal, ir)) = rw.journal_parts() else {
                return rw.notify_match_failure(
                    op,
                    "a conversion pattern runs only in a dialect conversion",
                );
            };
            let Some(state) = journal.as_any_mut().downcast_mut::<ConversionState>() else {
                return rw.notify_match_failure(
                    op,
                    "a conversion pattern runs only in a dialect conversion",
                );
            };
            state.converter = self.converter.clone();
            remap_operands(state, ir, op, self.converter.as_deref())
        };
        let operands = match remapped {
            Ok(operands) => operands,
            Err(reason) => return rw.notify_match_failure(op, reason),
        };
        let result = self.pattern.match_and_rewrite(op, &operands, rw);
        if let Some((state, _)) = rw.conversion_state() {
            state.converter = None;
        }
        result
    }
}

/// The values replacing each operand of `op`: in the converted types when
/// there is a converter (cast where needed), else the latest replacements.
fn remap_operands(
    state: &mut ConversionState,
    ir: &mut IrView,
    op: Op,
    converter: Option<&TypeConverter>,
) -> Result<Vec<ValueVector>, String> {
    let operands: Vec<Value> = op.operands(ir).collect();
    let mut out = Vec::with_capacity(operands.len());
    let loc = op.loc(ir);
    for (index, operand) in operands.into_iter().enumerate() {
        match remap_value(state, ir, operand, converter, Some(loc)) {
            Ok(values) => out.push(values),
            Err(ty) => {
                return Err(format!(
                    "unable to convert type for operand #{index}, type was {}",
                    crate::context::display_hooks::type_text(ir.ctx(), ty)
                ));
            }
        }
    }
    Ok(out)
}

/// The values replacing `value`: in its converted types when there is a
/// converter (a target materialization where the conversion has not
/// reached its producer yet, at `loc` when given — an operand's cast
/// takes its user's location, as in MLIR — else the value's), else the
/// latest replacement. `Err` gives the type the converter cannot convert.
pub(crate) fn remap_value(
    state: &mut ConversionState,
    ir: &mut IrView,
    value: Value,
    converter: Option<&TypeConverter>,
    loc: Option<Location>,
) -> Result<ValueVector, Type> {
    let Some(converter) = converter else {
        return Ok(state.lookup(ir, value, None));
    };
    let ty = value.ty(ir);
    let Some(desired) = converter.convert_type(ir.ctx(), ty) else {
        return Err(ty);
    };
    let found = state.lookup(ir, value, Some(&desired));
    let matches = found.len() == desired.len()
        && found.iter().zip(desired.iter()).all(|(v, &t)| v.ty(ir) == t);
    if matches {
        return Ok(found);
    }
    let latest = state.lookup(ir, value, None);
    let point = insert_point_after_def(ir, *latest.last().unwrap_or(&value));
    let loc = loc.unwrap_or_else(|| value_loc(ir, value));
    let cast =
        state.build_materialization(ir, point, loc, &latest, &desired, MaterializationKind::Target);
    let results: ValueVector = cast.results(ir).collect();
    // Later uses reuse the materialization: keyed by the one value it
    // casts, or, when it packs several (an expanded argument), by the
    // value they replace.
    match latest.as_slice() {
        [single] => state.map_value(*single, results.clone()),
        _ => state.map_value(value, results.clone()),
    }
    Ok(results)
}

/// Collects conversion patterns, each with the type converter it uses,
/// into a [`RewritePatternSet`] a conversion runs.
#[derive(Default)]
pub struct ConversionPatternSet {
    set: RewritePatternSet,
}

impl ConversionPatternSet {
    /// An empty set.
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds a conversion pattern without a type converter.
    pub fn add(&mut self, pattern: impl ConversionPattern + 'static) -> &mut Self {
        self.set.add(Adapted { pattern, converter: None });
        self
    }

    /// Adds a conversion pattern using `converter`.
    pub fn add_with_converter(
        &mut self,
        pattern: impl ConversionPattern + 'static,
        converter: &Arc<TypeConverter>,
    ) -> &mut Self {
        self.set.add(Adapted { pattern, converter: Some(converter.clone()) });
        self
    }

    /// Adds an ordinary rewrite pattern.
    pub fn add_rewrite(&mut self, pattern: impl RewritePattern + 'static) -> &mut Self {
        self.set.add(pattern);
        self
    }

    /// The collected patterns.
    pub fn into_rewrite_set(self) -> RewritePatternSet {
        self.set
    }
}

/// A conversion pattern rooted at one op type: it gets the op's typed
/// handle (MLIR's `OpConversionPattern<OpTy>`). Divide `operands` among
/// the op's groups with its generated adaptor:
/// `AddIOpAdaptor::for_op(operands, rw, op)`.
pub trait OpConversionPattern: Send + Sync + 'static {
    /// The op the pattern matches.
    type Op: OpType;

    /// How much the pattern is preferred among those of the same depth.
    fn benefit(&self) -> u16 {
        1
    }

    /// The names of the ops the pattern creates, for the cost model.
    fn generated_ops(&self) -> &[&'static str] {
        &[]
    }

    /// A name for debugging output.
    fn debug_name(&self) -> &str {
        std::any::type_name::<Self>()
    }

    /// Matches `op` and rewrites it through `rw`; `operands` holds, per
    /// operand, the values that replace it now.
    fn match_and_rewrite(
        &self,
        op: Self::Op,
        operands: &[ValueVector],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> RewriteResult;
}

impl<P: OpConversionPattern> ConversionPattern for P {
    fn root(&self) -> PatternRoot {
        PatternRoot::Name(<P::Op as OpType>::DEF.name)
    }

    fn benefit(&self) -> u16 {
        OpConversionPattern::benefit(self)
    }

    fn generated_ops(&self) -> &[&'static str] {
        OpConversionPattern::generated_ops(self)
    }

    fn debug_name(&self) -> &str {
        OpConversionPattern::debug_name(self)
    }

    fn match_and_rewrite(
        &self,
        op: Op,
        operands: &[ValueVector],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> RewriteResult {
        // The applicator only offers ops of the root's name.
        let op = <P::Op as OpType>::from_op_unchecked(op);
        OpConversionPattern::match_and_rewrite(self, op, operands, rw)
    }
}
