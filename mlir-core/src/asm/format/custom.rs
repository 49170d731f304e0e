//! What the generated wrappers of `custom<Name>(…)` directives hand to the
//! user's parse functions beyond operands, types, attributes and
//! successors: the regions of a region variable ([`DirectiveRegions`]) and
//! the attribute dictionary of `custom<Name>(attr-dict)`.

use super::FormatParseState;
use crate::asm::parser::{PResult, Parser, RegionArgument};
use crate::context::builtin::attributes::NamedAttr;
use crate::definitions::op_def::OpName;
use crate::definitions::op_def::ParsedAttrPlace;
use crate::ir::{BodyId, OperationState, Region};

/// The regions a `custom<…>` directive parses for one region variable
/// (MLIR hands the directive a `Region &`, or a list of regions for a
/// variadic group): each `parse…` call reads one region `{…}` of the op
/// being parsed and appends it.
#[derive(Debug)]
pub struct DirectiveRegions {
    op: OpName,
    body: BodyId,
    regions: Vec<Region>,
}

impl DirectiveRegions {
    /// Parses a region `{…}` (MLIR's `parseRegion`).
    pub fn parse(&mut self, p: &mut Parser<'_>) -> PResult<Region> {
        self.parse_with_arguments(p, &[])
    }

    /// Parses a region if a `{` is next (MLIR's `parseOptionalRegion`).
    pub fn parse_optional(&mut self, p: &mut Parser<'_>) -> PResult<Option<Region>> {
        if !p.at(crate::support::lexer::TokenKind::LBrace) {
            return Ok(None);
        }
        self.parse(p).map(Some)
    }

    /// Parses a region whose entry block takes `arguments` (see
    /// [`Parser::parse_region_with_arguments`]).
    pub fn parse_with_arguments(
        &mut self,
        p: &mut Parser<'_>,
        arguments: &[RegionArgument],
    ) -> PResult<Region> {
        let region = p.parse_detached_region(self.op, self.body, Some(arguments), false)?;
        self.regions.push(region);
        Ok(region)
    }

    /// The regions parsed so far.
    pub fn regions(&self) -> &[Region] {
        &self.regions
    }
}

impl FormatParseState {
    /// An empty list for the regions of one region variable, which a
    /// custom directive fills and [`put_regions`](Self::put_regions) stores.
    pub fn take_regions(&mut self, p: &mut Parser<'_>, state: &OperationState) -> DirectiveRegions {
        DirectiveRegions { op: state.name, body: self.region_body(p, state), regions: Vec::new() }
    }

    /// Stores the regions a custom directive parsed for group `group`; a
    /// single region parsed twice is an error at `at`, where the directive
    /// began.
    pub fn put_regions(
        &mut self,
        p: &Parser<'_>,
        group: u16,
        regions: DirectiveRegions,
        at: usize,
    ) -> PResult<()> {
        if !self.region_group_is_variadic(group) && regions.regions.len() > 1 {
            return Err(p.error_at_offset(
                at,
                format!(
                    "custom directive parsed {} regions for a single region",
                    regions.regions.len()
                ),
            ));
        }
        self.add_regions(group, regions.regions);
        Ok(())
    }

    /// Stores the attributes a `custom<…>(attr-dict)` directive parsed:
    /// inherent ones go to their properties when the op is created (one
    /// the property cannot hold is dropped, and the verifier then finds it
    /// missing), the others stay discardable. Unlike a plain `attr-dict`,
    /// inherent attributes are not checked while parsing, as in MLIR.
    pub fn put_attr_dict(
        &mut self,
        p: &Parser<'_>,
        state: &mut OperationState,
        attrs: Vec<NamedAttr>,
    ) {
        let ctx = p.context();
        let Some(def) = state.name.def(ctx) else {
            state.attrs.extend(attrs);
            return;
        };
        for attr in attrs {
            match def.place_parsed_attr(ctx, attr.name.as_str(ctx), attr.value) {
                ParsedAttrPlace::Property(slot) => self.set_attr(slot as u16, Some(attr.value)),
                ParsedAttrPlace::Dropped => {}
                ParsedAttrPlace::Discardable => state.attrs.push(attr),
            }
        }
    }
}
