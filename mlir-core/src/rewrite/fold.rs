//! Folding: an op computes its results from constant operands (or finds
//! an existing value equal to a result) without creating ops.
//!
//! The types: `FoldAdaptor` (the op's operands as constant attributes where
//! known), `FoldResult` (what a fold hook returns) and `OpFoldResult` (one
//! result: an attribute or an existing value).

use crate::context::builtin::attributes::Attribute;
use crate::ir::{IrView, Op, Value};

/// One folded result: a constant or an existing value.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum OpFoldResult {
    /// The result is this constant (the dialect materializes it).
    Attr(Attribute),
    /// The result is this existing value.
    Value(Value),
}

impl OpFoldResult {
    /// The attribute, when the result is one (not a value).
    pub fn attribute(self) -> Option<Attribute> {
        match self {
            OpFoldResult::Attr(attr) => Some(attr),
            OpFoldResult::Value(_) => None,
        }
    }
}

impl From<Attribute> for OpFoldResult {
    fn from(attr: Attribute) -> Self {
        OpFoldResult::Attr(attr)
    }
}

impl From<Value> for OpFoldResult {
    fn from(value: Value) -> Self {
        OpFoldResult::Value(value)
    }
}

/// The outcome of folding an op.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub enum FoldResult {
    /// Nothing to fold.
    #[default]
    Failed,
    /// The op changed itself (its operands or attributes) and stays.
    InPlace,
    /// The op's results, one per result, replace it.
    Replaced(Vec<OpFoldResult>),
    /// The op is to change itself in place: a fold hook, which only reads
    /// the IR, describes the change and the folder makes it (and reports
    /// [`FoldResult::InPlace`]).
    Update(OpUpdate),
    /// The op changes itself in place, then the results, one per op
    /// result, replace it (MLIR folders that first update their own
    /// operands, as `affine.for` folds its bounds before finding it runs
    /// zero times): the operands the update drops are no longer the op's
    /// when it goes, which decides what the greedy driver visits next.
    UpdatedThenReplaced(OpUpdate, Vec<OpFoldResult>),
    /// Changes made although the fold reports failure (upstream's
    /// `memref.extract_strided_metadata` folder gives the users of its
    /// static results new constants, then returns failure): the driver
    /// goes on to the patterns, and sparse constant propagation keeps them.
    Unreported(OpUpdate),
}

/// An in-place change of the op being folded (MLIR's folders that update
/// their own operands or attributes and return the op's result): new
/// operands, attributes set or removed by name (an inherent one in its
/// property slot, else a discardable one), and two regions whose blocks
/// trade places (`scf.if` on a negated condition swaps its branches).
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct OpUpdate {
    /// The op's new operands, if they change. Segment sizes are not
    /// adjusted: a change of count sets `operandSegmentSizes` too.
    pub operands: Option<Vec<Value>>,
    /// Attributes to set (`Some`) or remove (`None`), in order.
    pub attrs: Vec<(String, Option<Attribute>)>,
    /// Two regions of the op (by index) whose blocks trade places.
    pub swap_regions: Option<(usize, usize)>,
    /// Results whose uses move to a new constant made right before the
    /// op, unseen by any listener (as a folder building with a plain
    /// builder): `(result index, value, dialect materializing it)`. Made
    /// only for results that have uses, before the other changes.
    pub constant_uses: Vec<(usize, Attribute, String)>,
}

impl OpUpdate {
    /// No change yet.
    pub fn new() -> OpUpdate {
        OpUpdate::default()
    }

    /// Replaces the operands.
    pub fn with_operands(mut self, operands: Vec<Value>) -> OpUpdate {
        self.operands = Some(operands);
        self
    }

    /// Sets (or with `None` removes) attribute `name`.
    pub fn with_attr(mut self, name: &str, value: Option<Attribute>) -> OpUpdate {
        self.attrs.push((name.to_owned(), value));
        self
    }

    /// Gives the users of result `result` a constant `value`, which
    /// `dialect` materializes before the op.
    pub fn with_constant_uses(
        mut self,
        result: usize,
        value: Attribute,
        dialect: &str,
    ) -> OpUpdate {
        self.constant_uses.push((result, value, dialect.to_owned()));
        self
    }

    /// Swaps the blocks of regions `a` and `b`.
    pub fn with_swapped_regions(mut self, a: usize, b: usize) -> OpUpdate {
        self.swap_regions = Some((a, b));
        self
    }

    /// Whether it changes nothing.
    pub fn is_empty(&self) -> bool {
        self.operands.is_none()
            && self.attrs.is_empty()
            && self.swap_regions.is_none()
            && self.constant_uses.is_empty()
    }
}

impl From<OpUpdate> for FoldResult {
    fn from(update: OpUpdate) -> Self {
        FoldResult::Update(update)
    }
}

impl From<Option<OpFoldResult>> for FoldResult {
    fn from(result: Option<OpFoldResult>) -> Self {
        result.map_or(FoldResult::Failed, |r| FoldResult::Replaced(vec![r]))
    }
}

impl From<OpFoldResult> for FoldResult {
    fn from(result: OpFoldResult) -> Self {
        FoldResult::Replaced(vec![result])
    }
}

impl From<Option<Vec<OpFoldResult>>> for FoldResult {
    fn from(results: Option<Vec<OpFoldResult>>) -> Self {
        results.map_or(FoldResult::Failed, FoldResult::Replaced)
    }
}

/// What a folder sees: the op and, per operand, its constant value when
/// the operand is produced by a constant.
#[derive(Copy, Clone, Debug)]
pub struct FoldAdaptor<'a> {
    /// The op being folded.
    pub op: Op,
    /// Per operand, the constant it holds, if known.
    pub constants: &'a [Option<Attribute>],
}

impl FoldAdaptor<'_> {
    /// The constant of operand `index`, if known.
    pub fn constant(&self, index: usize) -> Option<Attribute> {
        self.constants.get(index).copied().flatten()
    }
}

/// An op's folder (`OpDef::fold`).
pub type FoldFn = fn(&IrView, &FoldAdaptor<'_>) -> FoldResult;
