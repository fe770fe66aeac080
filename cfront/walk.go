package cfront

import (
	"reflect"

	"modernc.org/cc/v4"
)

var (
	nodeType  = reflect.TypeOf((*cc.Node)(nil)).Elem()
	tokenType = reflect.TypeOf(cc.Token{})
)

// walk calls f for n and every AST node below it, parents first; when f
// returns false the children are skipped. It follows the exported fields
// of cc's node structs.
func walk(n cc.Node, f func(cc.Node) bool) {
	if n == nil {
		return
	}
	v := reflect.ValueOf(n)
	if v.Kind() == reflect.Pointer && v.IsNil() {
		return
	}
	if !f(n) {
		return
	}
	walkValue(v, f)
}

func walkValue(v reflect.Value, f func(cc.Node) bool) {
	if v.Kind() == reflect.Pointer {
		if v.IsNil() {
			return
		}
		v = v.Elem()
	}
	if v.Kind() != reflect.Struct {
		return
	}
	t := v.Type()
	for i := 0; i < t.NumField(); i++ {
		sf := t.Field(i)
		if !sf.IsExported() || sf.Anonymous || sf.Type == tokenType {
			continue
		}
		fv := v.Field(i)
		switch fv.Kind() {
		case reflect.Pointer, reflect.Interface:
			if fv.IsNil() {
				continue
			}
		default:
			continue
		}
		if !fv.Type().Implements(nodeType) && !(fv.Kind() == reflect.Interface && fv.Elem().Type().Implements(nodeType)) {
			continue
		}
		node, ok := fv.Interface().(cc.Node)
		if !ok {
			continue
		}
		walk(node, f)
	}
}
