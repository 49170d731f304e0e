//! An op's location, discardable attributes and property slots.

use crate::context::builtin::attributes::{Attribute, NamedAttr};
use crate::context::builtin::location::Location;
use crate::ir::handles::Op;
use crate::ir::view::IrView;

impl IrView {
    /// Sets the location of an op.
    pub fn set_loc(&mut self, op: Op, loc: Location) {
        match op.child_body(self) {
            Some(child) => self.body_mut(child).header.as_mut().expect("header").loc = loc,
            None => self.body_mut(op.body).op_mut(op.id).loc = loc,
        }
    }

    /// Replaces the discardable attribute dictionary of an op.
    pub fn set_attr_dict(&mut self, op: Op, dict: Attribute) {
        assert!(dict.as_dictionary(self.ctx()).is_some(), "not a dictionary attribute");
        match op.child_body(self) {
            Some(child) => self.body_mut(child).header.as_mut().expect("header").attrs = dict,
            None => self.body_mut(op.body).op_mut(op.id).attrs = dict,
        }
    }

    /// Sets (or with `None` removes) one discardable attribute.
    pub fn set_attr(&mut self, op: Op, name: &str, value: Option<Attribute>) {
        let ctx = self.ctx();
        let name_id = ctx.ident(name);
        let mut entries: Vec<NamedAttr> =
            op.attrs(self).iter().copied().filter(|a| a.name != name_id).collect();
        if let Some(value) = value {
            entries.push(NamedAttr { name: name_id, value });
        }
        let dict = self.ctx().dictionary_attr(&entries);
        self.set_attr_dict(op, dict);
    }

    /// Sets (or with `None` removes) an attribute by name, as MLIR's
    /// `setAttr`: the property slot when a registered op declares one of that
    /// name, the entry of an unregistered op's property dictionary when it
    /// holds that name, otherwise the discardable dictionary.
    pub fn set_attr_any(&mut self, op: Op, name: &str, value: Option<Attribute>) {
        let ctx = self.ctx_arc().clone();
        if let Some(entry) = op.name(self).registered(&ctx) {
            match entry.property_names.iter().position(|p| *p == name) {
                Some(slot) => self.set_prop(op, slot, value),
                None => self.set_attr(op, name, value),
            }
            return;
        }
        let dict = op.props(self).first().copied().flatten();
        let entries = dict.and_then(|d| d.as_dictionary(&ctx));
        match entries {
            Some(entries) if entries.iter().any(|a| a.name.as_str(&ctx) == name) => {
                let key = ctx.ident(name);
                let mut updated: Vec<NamedAttr> =
                    entries.iter().copied().filter(|a| a.name != key).collect();
                if let Some(value) = value {
                    updated.push(NamedAttr { name: key, value });
                }
                let dict = ctx.dictionary_attr(&updated);
                self.set_prop(op, 0, Some(dict));
            }
            _ => self.set_attr(op, name, value),
        }
    }

    /// Replaces property slot `index` of an op.
    pub fn set_prop(&mut self, op: Op, index: usize, value: Option<Attribute>) {
        match op.child_body(self) {
            Some(child) => {
                self.body_mut(child).header.as_mut().expect("header").props[index] = value
            }
            None => {
                let b = self.body_mut(op.body);
                let range = b.op(op.id).props;
                assert!(index < range.len as usize, "property index out of range");
                b.prop_pool[range.start as usize + index] = value;
            }
        }
    }
}
