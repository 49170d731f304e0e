//! Op traits at run time: marker types with an optional verifier.
//!
//! A trait is a zero-sized type implementing [`OpTrait`]; its constant
//! [`TraitDef`] carries the flag bits the core queries ([`OpTraits`]) and the
//! verifier hooks. An op's [`crate::definitions::op_def::OpDef`] lists the `TraitDef`s of
//! its traits in verification order, and the interfaces whose verifiers run
//! with them. The `#[op]` macro emits exactly such a list from
//! `traits = [IsTerminator, HasParent<FuncOp>, …]`: `<T as OpTrait>::DEF`
//! for each entry.
//!
//! Verification order, as in MLIR: structural traits (operand, result,
//! region and successor counts), then the op's generated invariants, then
//! the remaining traits in declaration order, then the op's own verifier;
//! region verifiers (`verify_region` of each trait, then the op's own) run
//! after the ops nested in its regions.
//!
//! Files: `structural.rs` (counts, terminator, single block, implicit
//! terminator, `HasParent`, isolation, symbol table), `type_relations.rs` (same
//! type, shape or element type; elementwise), `markers.rs` (flags only: `Pure`,
//! `ConstantLike`, `Commutative`, …), `segments.rs`
//! (`AttrSizedOperandSegments`/`…ResultSegments`: the `operandSegmentSizes`
//! property's storage `SegmentSizes<N>` and verifier; `SameVariadic…Size`),
//! `predicates.rs` (ODS's op predicates: `AllTypesMatch` over named parts,
//! `PredOpTrait` over a Rust function; listed first, they run where ODS checks
//! them, right after the invariants). The `SymbolTable` trait's verifier asks
//! each nested op's `SymbolUserOpInterface`, so it sits with the interfaces in
//! `definitions::interfaces::symbol_table_trait`.

mod markers;
mod predicates;
mod segments;
mod structural;
mod type_relations;

pub use markers::*;
pub use predicates::*;
pub use segments::*;
pub use structural::*;
pub use type_relations::*;

use crate::context::diagnostics::VerifyResult;
use crate::ir::{IrView, Op};

/// A verifier hook: checks one op, returns the error to report.
pub type OpVerifyFn = fn(&IrView, Op) -> VerifyResult;

/// Bit set of the traits the core and passes query by flag.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct OpTraits(pub u32);

impl OpTraits {
    /// The op's regions cannot see values defined above it; it owns a body.
    pub const ISOLATED_FROM_ABOVE: OpTraits = OpTraits(1 << 0);
    /// The op's blocks need no terminator.
    pub const NO_TERMINATOR: OpTraits = OpTraits(1 << 1);
    /// The op ends its block.
    pub const TERMINATOR: OpTraits = OpTraits(1 << 2);
    /// The op's regions hold at most one block.
    pub const SINGLE_BLOCK: OpTraits = OpTraits(1 << 3);
    /// The op defines a symbol table.
    pub const SYMBOL_TABLE: OpTraits = OpTraits(1 << 4);
    /// The op's regions end in an implicit terminator the parser adds.
    pub const SINGLE_BLOCK_IMPLICIT_TERMINATOR: OpTraits = OpTraits(1 << 5);
    /// The op opens a new affine scope.
    pub const AFFINE_SCOPE: OpTraits = OpTraits(1 << 6);
    /// Allocations in the op's regions are freed when control leaves them.
    pub const AUTOMATIC_ALLOCATION_SCOPE: OpTraits = OpTraits(1 << 7);
    /// The op materializes a constant (zero operands, one result).
    pub const CONSTANT_LIKE: OpTraits = OpTraits(1 << 8);
    /// The op returns control and values to its parent op.
    pub const RETURN_LIKE: OpTraits = OpTraits(1 << 9);
    /// The op's operands may be reordered.
    pub const COMMUTATIVE: OpTraits = OpTraits(1 << 10);
    /// `op(op(x)) == op(x)`.
    pub const IDEMPOTENT: OpTraits = OpTraits(1 << 11);
    /// `op(op(x)) == x`.
    pub const INVOLUTION: OpTraits = OpTraits(1 << 12);
    /// All operands and results have the same type.
    pub const SAME_OPERANDS_AND_RESULT_TYPE: OpTraits = OpTraits(1 << 13);
    /// The op applies element by element to vectors and tensors.
    pub const ELEMENTWISE: OpTraits = OpTraits(1 << 14);
    /// The op's memory effects are those of the ops in its regions.
    pub const RECURSIVE_MEMORY_EFFECTS: OpTraits = OpTraits(1 << 15);
    /// The op can always be speculated (executed without side conditions).
    pub const ALWAYS_SPECULATABLE: OpTraits = OpTraits(1 << 16);
    /// The op is speculatable when the ops in its regions are.
    pub const RECURSIVELY_SPECULATABLE: OpTraits = OpTraits(1 << 17);
    /// The op has no memory effect at all.
    pub const NO_MEMORY_EFFECT: OpTraits = OpTraits(1 << 18);
    /// The op on vectors or tensors can be applied element by element to
    /// their scalars (part of MLIR's `ElementwiseMappable`).
    pub const SCALARIZABLE: OpTraits = OpTraits(1 << 19);
    /// The op on scalars can be applied to vectors of them.
    pub const VECTORIZABLE: OpTraits = OpTraits(1 << 20);
    /// The op on scalars can be applied to tensors of them.
    pub const TENSORIZABLE: OpTraits = OpTraits(1 << 21);
    /// The op's region runs its iterations in parallel.
    pub const HAS_PARALLEL_REGION: OpTraits = OpTraits(1 << 22);

    /// The empty set.
    pub const NONE: OpTraits = OpTraits(0);

    /// Whether every trait of `other` is in `self`.
    pub const fn contains(self, other: OpTraits) -> bool {
        self.0 & other.0 == other.0
    }

    /// The union of two sets.
    pub const fn union(self, other: OpTraits) -> OpTraits {
        OpTraits(self.0 | other.0)
    }
}

/// Where a trait's verifier runs relative to the op's generated invariants.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum TraitStage {
    /// Before the invariants, as MLIR's `StructuralOpTrait`s: the
    /// operand/result/region/successor counts, then in declaration order
    /// the terminator, parent, single-block and no-region-argument traits.
    Structural,
    /// After the invariants, in declaration order.
    Regular,
}

/// The run-time description of one trait.
#[derive(Copy, Clone, Debug)]
pub struct TraitDef {
    /// MLIR's name of the trait (`IsTerminator`, `HasParent<func.func>`…).
    pub name: &'static str,
    /// Flag bits this trait sets.
    pub flags: OpTraits,
    /// When its verifier runs.
    pub stage: TraitStage,
    /// Checks the op itself (before its regions).
    pub verify: Option<OpVerifyFn>,
    /// Checks the op after the ops in its regions have been verified.
    pub verify_region: Option<OpVerifyFn>,
    /// The terminator the parser adds to empty blocks
    /// (`SingleBlockImplicitTerminator`).
    pub implicit_terminator: Option<&'static str>,
}

impl TraitDef {
    /// A trait with flags and no verifier.
    pub const fn marker(name: &'static str, flags: OpTraits) -> TraitDef {
        TraitDef {
            name,
            flags,
            stage: TraitStage::Regular,
            verify: None,
            verify_region: None,
            implicit_terminator: None,
        }
    }

    /// A trait that only verifies.
    pub const fn verifier(name: &'static str, verify: OpVerifyFn) -> TraitDef {
        TraitDef { verify: Some(verify), ..TraitDef::marker(name, OpTraits::NONE) }
    }

    /// A trait that verifies after the ops nested in the op's regions.
    pub const fn region_verifier(name: &'static str, verify: OpVerifyFn) -> TraitDef {
        TraitDef { verify_region: Some(verify), ..TraitDef::marker(name, OpTraits::NONE) }
    }

    /// A structural trait (see [`TraitStage::Structural`]), verified before
    /// the invariants.
    pub const fn structural(name: &'static str, verify: OpVerifyFn) -> TraitDef {
        TraitDef { stage: TraitStage::Structural, ..TraitDef::verifier(name, verify) }
    }
}

/// A trait marker type: `IsTerminator`, `NOperands<2>`, `HasParent<FuncOp>`.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not an op trait",
    label = "not an op trait",
    note = "`traits = […]` lists op trait markers (`Pure`, `IsTerminator`, `SameOperandsAndResultType`, an interface's `…Trait`, …); interfaces with their models go in `interfaces = [InterfaceModel = MODEL]`"
)]
pub trait OpTrait {
    /// Its run-time description.
    const DEF: TraitDef;

    /// For the marker that orders an `#[interface]`'s verifier, the
    /// interface's name: an op listing the marker must implement it (a
    /// compile error otherwise). Empty for every other trait.
    const INTERFACE: &'static str = "";
}

/// The traits of an op, with their flags collected at compile time.
#[derive(Copy, Clone, Debug)]
pub struct TraitList {
    /// The traits, in declaration order.
    pub defs: &'static [TraitDef],
    /// The union of their flags.
    pub flags: OpTraits,
}

impl TraitList {
    /// No traits.
    pub const EMPTY: TraitList = TraitList::new(&[]);

    /// A list, computing the union of the flags.
    pub const fn new(defs: &'static [TraitDef]) -> TraitList {
        let mut flags = OpTraits::NONE;
        let mut i = 0;
        while i < defs.len() {
            flags = flags.union(defs[i].flags);
            i += 1;
        }
        TraitList { defs, flags }
    }

    /// The terminator the parser adds to empty blocks of this op's regions.
    pub fn implicit_terminator(&self) -> Option<&'static str> {
        self.defs.iter().find_map(|d| d.implicit_terminator)
    }
}

/// A type that names an op (typed op handles implement it): used by traits
/// that name other ops, such as `HasParent<FuncOp>`.
pub trait OpNameConst {
    /// The op's full name, `dialect.op`.
    const NAME: &'static str;
}

/// One op name or a tuple of them (`HasParent<(ForOp, IfOp)>`).
pub trait OpNameList {
    /// The names, in order.
    const NAMES: &'static [&'static str];
}

impl<A: OpNameConst> OpNameList for A {
    const NAMES: &'static [&'static str] = &[A::NAME];
}

macro_rules! op_name_tuples {
    ($(($($t:ident),+)),+ $(,)?) => {$(
        impl<$($t: OpNameConst),+> OpNameList for ($($t,)+) {
            const NAMES: &'static [&'static str] = &[$($t::NAME),+];
        }
    )+};
}
op_name_tuples!((A, B), (A, B, C), (A, B, C, D), (A, B, C, D, E), (A, B, C, D, E, F));
