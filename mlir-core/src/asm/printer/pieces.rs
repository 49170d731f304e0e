//! The engine that prints types, attributes and locations: their entry
//! points, alias substitution and (in collect mode) alias recording, over
//! a stack of [`Piece`]s rather than recursion, so that values nested
//! 10,000 deep (`tuple<tuple<…>>`, `[[…]]`, `loc(callsite(callsite(…)))`)
//! use heap, not machine stack.
//!
//! A value's own syntax (`attrs.rs`) writes its leading text and pushes
//! what follows (children, separators, closing brackets) as pieces; each
//! entry point then runs the pieces above the stack length it found. The
//! only recursion left is through dialect print hooks, which are user code
//! calling back into these entry points (see `print_dialect_value`).

use crate::asm::printer::{AsmPrinter, Mode};
use crate::asm_hooks::printer_state::{AliasKey, Piece};
use crate::context::builtin::attributes::{AttrData, Attribute};
use crate::context::builtin::location::Location;
use crate::context::builtin::types::Type;

impl<'a> AsmPrinter<'a> {
    /// Prints a type (its alias when it has one).
    pub fn print_type(&mut self, ty: Type) {
        let base = self.pieces.len();
        if self.open_value(AliasKey::Type(ty), '!') {
            self.type_body(ty);
        }
        self.finish_pieces(base);
    }

    /// Prints a type's own syntax (never its alias).
    pub(crate) fn print_type_body(&mut self, ty: Type) {
        let base = self.pieces.len();
        self.type_body(ty);
        self.finish_pieces(base);
    }

    /// Prints an attribute (its alias when it has one).
    pub fn print_attribute(&mut self, attr: Attribute) {
        self.print_attribute_elided(attr, false);
    }

    /// Prints an attribute; with `elide_type`, an `i64` integer or a
    /// non-hex `f64` float drops its `: type` (as inside arrays).
    pub fn print_attribute_elided(&mut self, attr: Attribute, elide_type: bool) {
        let base = self.pieces.len();
        if self.open_value(AliasKey::Attr(attr), '#') {
            self.attribute_body(attr, elide_type);
        }
        self.finish_pieces(base);
    }

    /// Prints an attribute's alias when it has one, else what `body`
    /// writes: the attribute without its dialect prefix, as a parameter of
    /// another kind writes it (MLIR's `printStrippedAttrOrType`).
    pub fn print_attribute_stripped(&mut self, attr: Attribute, body: impl FnOnce(&mut Self)) {
        let base = self.pieces.len();
        if self.open_value(AliasKey::Attr(attr), '#') {
            body(self);
        }
        self.finish_pieces(base);
    }

    /// Prints a type's alias when it has one, else what `body` writes (see
    /// [`AsmPrinter::print_attribute_stripped`]).
    pub fn print_type_stripped(&mut self, ty: Type, body: impl FnOnce(&mut Self)) {
        let base = self.pieces.len();
        if self.open_value(AliasKey::Type(ty), '!') {
            body(self);
        }
        self.finish_pieces(base);
    }

    /// Prints an elements attribute (`dense`, `sparse`, `dense_resource`)
    /// without its ` : type`, any other attribute as
    /// [`AsmPrinter::print_attribute`] does (MLIR's
    /// `printAttributeWithoutType` where the context gives the type, as in
    /// `memref.global`'s initial value).
    pub fn print_elements_without_type(&mut self, attr: Attribute) {
        let base = self.pieces.len();
        if self.open_value(AliasKey::Attr(attr), '#') {
            use crate::context::builtin::attributes::AttrData;
            match attr.data(self.ctx) {
                // The type they would end with is dropped.
                AttrData::DenseElements { .. }
                | AttrData::DenseStrings { .. }
                | AttrData::DenseResource { .. }
                | AttrData::Sparse { .. } => {
                    self.print_dense_like(attr);
                }
                _ => self.attribute_body(attr, false),
            }
        }
        self.finish_pieces(base);
    }

    /// Prints an attribute's own syntax (never its alias).
    pub(crate) fn print_attribute_body(&mut self, attr: Attribute, elide_type: bool) {
        let base = self.pieces.len();
        self.attribute_body(attr, elide_type);
        self.finish_pieces(base);
    }

    /// Prints `loc(…)` (the alias inside when the location has one).
    pub fn print_location(&mut self, loc: Location) {
        self.write_str("loc(");
        let base = self.pieces.len();
        if self.open_value(AliasKey::Attr(loc.attr()), '#') {
            self.location_body(loc);
        }
        self.finish_pieces(base);
        self.write_char(')');
    }

    /// Prints `loc(…)` for an op's trailing location (`deferrable`) or a
    /// block argument's location (not deferrable).
    pub(crate) fn print_op_location(&mut self, loc: Location, deferrable: bool) {
        let saved = self.in_op_location;
        self.in_op_location = deferrable;
        self.print_location(loc);
        self.in_op_location = saved;
    }

    /// Prints a location without `loc(…)` and without its own alias.
    pub(crate) fn print_location_body(&mut self, loc: Location) {
        let base = self.pieces.len();
        self.location_body(loc);
        self.finish_pieces(base);
    }

    /// Prints the pieces above `base`, last pushed first.
    #[inline]
    fn finish_pieces(&mut self, base: usize) {
        while self.pieces.len() > base {
            if let Some(piece) = self.pieces.pop() {
                self.step(piece);
            }
        }
    }

    /// Pushes pieces to print next, in the order given (before anything
    /// pushed earlier).
    pub(super) fn later(&mut self, pieces: &[Piece<'a>]) {
        self.pieces.extend(pieces.iter().rev().copied());
    }

    /// Prints one piece: writes its leading text and pushes the rest.
    fn step(&mut self, piece: Piece<'a>) {
        match piece {
            Piece::Type(ty) => {
                if self.open_value(AliasKey::Type(ty), '!') {
                    self.type_body(ty);
                }
            }
            Piece::Attr(attr, elide_type) => {
                if self.open_value(AliasKey::Attr(attr), '#') {
                    self.attribute_body(attr, elide_type);
                }
            }
            Piece::Loc(loc) => {
                if self.open_value(AliasKey::Attr(loc.attr()), '#') {
                    self.location_body(loc);
                }
            }
            Piece::Str(s) => self.write_str(s),
            Piece::ExitAlias => self.aliases.exit(),
            Piece::Types(types, i) => {
                // One type's text may be huge (aliases nest exponentially):
                // it streams.
                if i > 0 && !self.stream_point() {
                    return;
                }
                if let Some(&t) = types.get(i) {
                    if i > 0 {
                        self.write_str(", ");
                    }
                    self.later(&[Piece::Type(t), Piece::Types(types, i + 1)]);
                }
            }
            Piece::Elements(elements, i) => {
                // As a type's, one attribute's text may be huge.
                if i > 0 && !self.stream_point() {
                    return;
                }
                match elements.get(i) {
                    None => self.write_char(']'),
                    Some(&e) => {
                        if i > 0 {
                            self.write_str(", ");
                        }
                        self.later(&[Piece::Attr(e, true), Piece::Elements(elements, i + 1)]);
                    }
                }
            }
            Piece::Entries(entries, i) => {
                if i > 0 && !self.stream_point() {
                    return;
                }
                match entries.get(i) {
                    None => self.write_char('}'),
                    Some(e) => {
                        if i > 0 {
                            self.write_str(", ");
                        }
                        self.print_attr_name(e.name.as_str(self.ctx));
                        self.pieces.push(Piece::Entries(entries, i + 1));
                        if !matches!(e.value.data(self.ctx), AttrData::Unit) {
                            self.write_str(" = ");
                            self.pieces.push(Piece::Attr(e.value, false));
                        }
                    }
                }
            }
            Piece::Parts(parts, i) => match parts.get(i) {
                None => self.write_char(']'),
                Some(&l) => {
                    if i > 0 {
                        self.write_str(", ");
                    }
                    self.later(&[Piece::Loc(l), Piece::Parts(parts, i + 1)]);
                }
            },
        }
    }

    /// Before a value's own syntax: in collect mode, enters it (its exit
    /// is pushed to follow its children); in print mode, writes its alias
    /// instead when it has one. Returns whether its syntax is to print.
    #[inline]
    fn open_value(&mut self, key: AliasKey, sigil: char) -> bool {
        if self.mode == Mode::Collect {
            let fresh = self.aliases.enter(self.ctx, key, self.in_op_location);
            if fresh {
                self.pieces.push(Piece::ExitAlias);
            } else {
                self.aliases.exit();
            }
            return fresh;
        }
        match self.aliases.alias_of(key) {
            Some(name) => {
                self.out.push(sigil);
                self.out.push_str(name);
                false
            }
            None => true,
        }
    }
}
