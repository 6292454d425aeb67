import type {} from '@jaunt/widget'
import { createApp, defineComponent, h, onMounted, ref } from 'vue'

// <jaunt-*> are custom elements, not Vue components: in templates, tell the compiler
// (`compilerOptions.isCustomElement: (tag) => tag.startsWith('jaunt-')` in the Vue plugin's options).
const FjordTrip = defineComponent(() => {
  const product = ref<HTMLElementTagNameMap['jaunt-product'] | null>(null)
  onMounted(() => {
    product.value?.addEventListener('jaunt:add-to-cart', (event) => console.log(event.detail.cart_count))
  })
  return () => [
    h('jaunt-cart', { site: '1' }),
    h('jaunt-product', { ref: product, site: '1', type: 'activity', 'product-id': '2' }),
  ]
})

const script = Object.assign(document.createElement('script'), {
  type: 'module',
  src: 'https://book.example.com/widget/v1/jaunt.js',
})
document.head.append(script)
createApp(FjordTrip).mount('#app')
