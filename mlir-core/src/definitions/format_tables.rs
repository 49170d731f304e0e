//! What generated code describes an op's custom form with: the static
//! [`OpFormat`] tables of `#[op(format = "…")]` (elements, type sources,
//! optional groups, `custom<…>` directives, `oilist` clauses) and the
//! [`FormatParseState`] that `custom<…>` wrappers read and fill. These are
//! definitions, named by `OpDef`; the interpreter that runs them is the
//! rest of `asm::format`, a layer above.

use crate::asm::parser::{PResult, Parser, UnresolvedOperand};
use crate::asm::printer::AsmPrinter;
use crate::context::Context;
use crate::context::builtin::attributes::Attribute;
use crate::context::builtin::types::Type;
use crate::ir::{Block, BodyId, Op, OperationState, Region};
use crate::semantics::constraints::syntax::{AttrSyntax, TypeKind};
use crate::semantics::op_invariants::{Arity, ValueGroups};
use smallvec::SmallVec;

/// The custom form of one op.
#[derive(Debug)]
pub struct OpFormat {
    /// The elements, in order.
    pub elements: &'static [Element],
    /// The op's operand groups.
    pub operands: &'static ValueGroups,
    /// The op's result groups.
    pub results: &'static ValueGroups,
    /// Where each operand group's types come from.
    pub operand_types: &'static [TypeSource],
    /// Where each result group's types come from.
    pub result_types: &'static [TypeSource],
    /// The arity of each successor group.
    pub successors: &'static [Arity],
    /// The arity of each region group.
    pub regions: &'static [Arity],
    /// Property slots the format writes itself: `attr-dict` leaves them out.
    pub bound_attrs: &'static [u16],
    /// Whether result types are inferred through `InferTypeOpInterface`
    /// once the operands are known (the format spells none of them).
    pub infer_results: bool,
    /// Whether the format has a `prop-dict` (in a group or not): then
    /// `attr-dict` holds the discardable attributes only.
    pub prop_dict: bool,
}

/// One element of a format.
#[derive(Debug)]
pub enum Element {
    /// A keyword or punctuation (`` `to` ``, `` `,` ``); `space`: a blank
    /// precedes it when printed.
    Literal {
        /// The text.
        text: &'static str,
        /// Whether a blank is printed before it.
        space: bool,
    },
    /// `` ` ` ``: one blank.
    Space,
    /// `` `\n` ``: a new line at the op's indentation.
    Newline,
    /// `$operand`: the operands of one group.
    Operand {
        /// The operand group.
        group: u16,
        /// Whether a blank is printed before it.
        space: bool,
    },
    /// `operands`: all operands.
    Operands {
        /// Whether a blank is printed before it.
        space: bool,
    },
    /// `$attr`: an inherent attribute.
    Attr {
        /// Its property slot.
        slot: u16,
        /// How it is written.
        syntax: AttrSyntax,
        /// Whether a parsed attribute is of the constraint's kind (its
        /// storage class; else "invalid kind of attribute specified").
        kind: fn(&Context, Attribute) -> bool,
        /// Whether a blank is printed before it.
        space: bool,
    },
    /// `$successor`.
    Successor {
        /// The successor group.
        group: u16,
        /// Whether a blank is printed before it.
        space: bool,
    },
    /// `successors`: all successors.
    Successors {
        /// Whether a blank is printed before it.
        space: bool,
    },
    /// `$region`.
    Region {
        /// The region group.
        group: u16,
        /// Whether a blank is printed before it.
        space: bool,
    },
    /// `regions`: all regions.
    Regions {
        /// Whether a blank is printed before it.
        space: bool,
    },
    /// `type($x)`, `qualified(type($x))`.
    Type {
        /// Whose types.
        of: TypeOf,
        /// The kind of type the constraint's storage requires, with its
        /// name for the message (`builtin.function`).
        kind: Option<TypeKind>,
        /// The dialect type kind written stripped (`<…>`), unless the
        /// format says `qualified(…)`.
        stripped: Option<&'static crate::context::dialect_type::TypeDef>,
        /// Whether a blank is printed before it.
        space: bool,
    },
    /// `functional-type($inputs, $results)`: `(T, U) -> R`.
    FunctionalType {
        /// The input types.
        inputs: TypeOf,
        /// The result types.
        results: TypeOf,
        /// Whether a blank is printed before it.
        space: bool,
    },
    /// `attr-dict` (`attr-dict-with-keyword` when `keyword`).
    AttrDict {
        /// Whether the dictionary is introduced by `attributes`.
        keyword: bool,
    },
    /// `prop-dict`: the properties the format does not write, `<{…}>`.
    PropDict {
        /// Whether a blank is printed before it.
        space: bool,
    },
    /// `custom<Name>(…)`.
    Custom {
        /// The directive's functions.
        directive: &'static CustomDirective,
        /// Whether a blank is printed before it.
        space: bool,
    },
    /// `(…)?` and `(…) : (…)?`.
    Optional(&'static OptionalGroup),
    /// `oilist(`kw` … | `kw2` …)`: keyword clauses in any order.
    OIList(&'static [OIClause]),
}

/// Whose types a type directive names.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum TypeOf {
    /// One operand group.
    Operand(u16),
    /// One result group.
    Result(u16),
    /// All operands.
    Operands,
    /// All results.
    Results,
}

/// Where the types of an operand or result group come from when parsing.
#[derive(Copy, Clone, Debug)]
pub enum TypeSource {
    /// A type directive of the format.
    Written,
    /// A type the constraint builds (`I1`, `Index`).
    Buildable(fn(&Context) -> Type),
    /// The (first) type of another group (`SameOperandsAndResultType`,
    /// `AllTypesMatch`, `SameTypeOperands`).
    SameAs(TypeRef),
    /// Computed from another group's type (`TypesMatchWith`); the source
    /// type is first checked against its constraint, which the function
    /// may rely on.
    Transformed(TypeRef, fn(&Context, Type) -> Type),
    /// Computed as a list from another group's type (`TypesMatchWith`
    /// giving a range: a callee's inputs).
    TransformedList(TypeRef, fn(&Context, Type) -> Vec<Type>),
    /// Computed as a list from all the types of another group
    /// (`RangedTypesMatchWith`: a variadic group's types from another's).
    TransformedRange(TypeRef, fn(&Context, &[Type]) -> Vec<Type>),
    /// The type of the typed attribute in property slot `slot` (a
    /// constant's result has its value's type).
    AttrType(u16),
    /// Inferred through `InferTypeOpInterface` (results only).
    Inferred,
    /// Given to a custom directive, which fills it in.
    Custom,
}

/// One operand or result group.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum TypeRef {
    /// An operand group.
    Operand(u16),
    /// A result group.
    Result(u16),
}

/// An optional group: printed when its anchor is present; parsed when its
/// first element is.
#[derive(Debug)]
pub struct OptionalGroup {
    /// The elements printed when the anchor is present (a unit attribute
    /// anchor that is not the first element is left out: the group's
    /// presence stands for it).
    pub then: &'static [Element],
    /// The elements printed otherwise (`: (…)`).
    pub otherwise: &'static [Element],
    /// What decides whether the group is printed.
    pub anchor: Anchor,
    /// The anchor is in the else part: `then` is printed when it is
    /// absent, `otherwise` when it is present.
    pub inverted: bool,
}

/// The anchor of an optional group.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Anchor {
    /// A non-empty operand group.
    Operand(u16),
    /// A present attribute differing from its default.
    Attr(u16),
    /// A unit attribute not printed itself: the group stands for it.
    ElidedUnitAttr(u16),
    /// A non-empty region group (a region with blocks).
    Region(u16),
    /// A non-empty successor group.
    Successor(u16),
    /// A non-empty list of types.
    Type(TypeOf),
    /// Never present: an `oilist` clause of literals alone, which is
    /// parsed and dropped, and never printed.
    Never,
}

/// The functions of one `custom<Name>(…)` use: generated wrappers that
/// hand the directive's arguments to the user's `parse_name`/`print_name`
/// with their Rust types.
pub struct CustomDirective {
    /// The directive's name (for messages and debugging).
    pub name: &'static str,
    /// Parses the directive's arguments into the parse state.
    pub parse: fn(&mut Parser<'_>, &mut OperationState, &mut FormatParseState) -> PResult<()>,
    /// Prints the directive's arguments of an op.
    pub print: fn(&mut AsmPrinter<'_>, Op),
}

impl std::fmt::Debug for CustomDirective {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "custom<{}>", self.name)
    }
}

/// One clause of an `oilist`.
#[derive(Debug)]
pub struct OIClause {
    /// The keyword that introduces it.
    pub keyword: &'static str,
    /// The elements after the keyword.
    pub elements: &'static [Element],
    /// The anchor deciding whether it is printed.
    pub anchor: Anchor,
}

/// The source of a group whose constraint builds its type (`I1`), given
/// the constraint's `TypeConstraint::BUILDABLE`: used by generated formats,
/// after a const assertion that it is `Some`.
pub const fn buildable(build: Option<fn(&Context) -> Type>) -> TypeSource {
    match build {
        Some(build) => TypeSource::Buildable(build),
        None => TypeSource::Written,
    }
}

/// Groups (operand, result, successor groups, properties) a format's
/// parse state keeps without allocating.
pub(crate) const GROUPS_INLINE: usize = 4;

/// The operands of one group as a format parses them: inline for the usual
/// one, so a group costs no allocation.
pub(crate) type OperandGroup = SmallVec<[UnresolvedOperand; 1]>;

/// The types of one group as a format parses them: inline for the usual
/// one or two.
pub(crate) type TypeGroup = SmallVec<[Type; 2]>;

/// What a format has parsed so far; custom directives read and fill it.
pub struct FormatParseState {
    // One entry per group, property or successor group: inline for the
    // usual few, so parsing an op allocates none of these tables.
    pub(crate) operands: SmallVec<[OperandGroup; GROUPS_INLINE]>,
    /// Where each operand group started (for count mismatches).
    pub(crate) operand_at: SmallVec<[usize; GROUPS_INLINE]>,
    pub(crate) all_operands: Option<(Vec<UnresolvedOperand>, usize)>,
    pub(crate) operand_types: SmallVec<[Option<TypeGroup>; GROUPS_INLINE]>,
    pub(crate) all_operand_types: Option<Vec<Type>>,
    pub(crate) result_types: SmallVec<[Option<TypeGroup>; GROUPS_INLINE]>,
    pub(crate) all_result_types: Option<Vec<Type>>,
    /// A vector: it becomes the op's properties.
    pub(crate) attrs: Vec<Option<Attribute>>,
    pub(crate) successors: SmallVec<[Vec<Block>; GROUPS_INLINE]>,
    pub(crate) all_successors: Option<Vec<Block>>,
    /// Regions in parse order with their group.
    pub(crate) regions: Vec<(u16, Region)>,
    /// The arity of each region group.
    pub(crate) region_arity: &'static [Arity],
    /// The regions the format's own region elements parsed: only those
    /// get an implicit terminator (a custom directive's regions are its
    /// own business, as in MLIR).
    pub(crate) format_regions: Vec<Region>,
    /// The body the op's regions live in, once one is parsed (an isolated
    /// op's regions share one child body).
    pub(crate) region_body: Option<BodyId>,
}
