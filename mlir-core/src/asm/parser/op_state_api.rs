//! The public API for the op a custom parse hook is building: resolving
//! its operands one by one, checking the inherent attributes written in
//! its attribute dictionary, creating the regions the text leaves out,
//! adding an implicit terminator or block, and asking for regions to be parsed
//! before looking into them. The generated op formats finish their ops
//! through these calls, as a hand-written parse hook does.

use crate::asm::parser::{PResult, Parser, UnresolvedOperand};
use crate::context::builtin::attributes::NamedAttr;
use crate::context::builtin::location::Location;
use crate::context::builtin::types::Type;
use crate::definitions::op_def::OpName;
use crate::ir::{BodyId, Region, Value};

impl Parser<'_> {
    /// Resolves one operand as a value of type `ty` (MLIR's
    /// `resolveOperand`), with mlir-opt's errors: an undefined name, a use
    /// of another type, an invalid result number.
    pub fn resolve_operand(&mut self, operand: &UnresolvedOperand, ty: Type) -> PResult<Value> {
        self.resolve_value_use(&operand.name, operand.index, ty, operand.offset)
    }

    /// Checks the inherent attributes of op `name` found in a parsed
    /// attribute dictionary against their constraints, in the
    /// dictionary's order, as MLIR's generated parsers do (`verifyInherentAttrs`); an
    /// error is placed at `at`, where the dictionary starts.
    pub fn verify_inherent_attrs(
        &self,
        name: OpName,
        attrs: &[NamedAttr],
        at: usize,
    ) -> PResult<()> {
        self.check_inherent_attrs(name, attrs, at)
    }

    /// A new region with no block in `body` (see
    /// [`Parser::region_body_for`]): a region of the op that its text
    /// leaves out, which MLIR still creates, empty.
    pub fn new_empty_region(&mut self, body: BodyId) -> Region {
        self.ir.create_detached_region(body)
    }

    /// Ends `region`'s block with the terminator op `name`, located at
    /// `loc`, unless it ends in a terminator already; an empty region
    /// gets a block first (MLIR's `ensureTerminator`, which ops whose text
    /// leaves out a `SingleBlockImplicitTerminator` call). A region whose
    /// parse was put off (parsed later on another thread) gets it once it
    /// is parsed.
    pub fn ensure_terminator(&mut self, region: Region, name: &'static str, loc: Location) {
        if !self.defer_implicit_terminator(region, name, loc) {
            self.add_implicit_terminator(region, name, loc);
        }
    }

    /// Gives `region`, just parsed, its one block when its text left it
    /// empty (`{}`): what MLIR's `ensureTerminator` does for an op whose
    /// region has no terminator.
    pub fn ensure_block(&mut self, region: Region) {
        if self.parsed_region_is_empty(region) {
            let block = self.ir.create_block(region.body);
            self.ir.append_block(region, block);
        }
    }

    /// Call before looking into `regions` of the op being parsed (through
    /// [`Parser::ir`]): the parser may put off parsing the bodies of
    /// isolated ops to parse them in parallel, and a hook that needs one
    /// has the file parsed serially instead.
    pub fn will_inspect_regions(&mut self, regions: &[Region]) {
        self.need_parsed_regions(regions);
    }
}
