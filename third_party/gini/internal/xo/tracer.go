// Copyright 2016 The Gini Authors. All rights reserved.  Use of this source
// code is governed by a license that can be found in the License file.

package xo

type Tracer interface {
	Add(m int)
	Remove(i int)
}
