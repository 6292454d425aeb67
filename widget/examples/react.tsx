import { JauntCart, JauntProduct, loadJaunt } from '@jaunt/widget/react'
import { useEffect } from 'react'

export function FjordTrip() {
  useEffect(() => void loadJaunt('https://book.example.com/widget/v1/jaunt.js'), [])
  return (
    <>
      <JauntCart site="1" />
      <JauntProduct
        site="1"
        type="activity"
        productId="2"
        onAddToCart={(event) => console.log(event.detail.items[0]?.item_name)}
        onPurchase={(event) => console.log(`booked: ${event.detail.transaction_id}`)}
      />
    </>
  )
}
